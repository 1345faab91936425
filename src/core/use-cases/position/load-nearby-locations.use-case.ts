import { ApiPaths, type NearbyLocation, type NearbyRequest, type NearbyResponse } from '../../contract';
import { NEARBY_RADIUS_M, type LatLng } from '../../domain';
import type { ApiClient } from '../api';

/** Authorised places within 1000 m of a position, with distance and within_tolerance (docs/behaviour.md, "Position"). */
export class LoadNearbyLocations {
  constructor(private readonly api: ApiClient) {}

  async execute(position: LatLng & { accuracy?: number }): Promise<NearbyLocation[]> {
    const request: NearbyRequest = {
      latitude: position.latitude,
      longitude: position.longitude,
      radius: NEARBY_RADIUS_M,
      ...(position.accuracy === undefined ? {} : { accuracy: position.accuracy }),
    };
    const response = await this.api.post<NearbyResponse>(ApiPaths.nearbyLocations, request);
    return response.locations;
  }
}
