import { ApiPaths, type AuthorizedLocationsResponse, type NearbyLocation } from '../../contract';
import type { LatLng } from '../../domain';
import { withQuery, type ApiClient } from '../api';

/** Every place the user may punch at; with a position, each carries its distance and within_tolerance. */
export class LoadAuthorizedLocations {
  constructor(private readonly api: ApiClient) {}

  async execute(position?: LatLng | null): Promise<NearbyLocation[]> {
    const path = position
      ? withQuery(ApiPaths.authorizedLocations, { latitude: position.latitude, longitude: position.longitude })
      : ApiPaths.authorizedLocations;
    const response = await this.api.get<AuthorizedLocationsResponse>(path);
    return response.locations;
  }
}
