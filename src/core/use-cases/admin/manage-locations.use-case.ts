/**
 * 'Gestione Location' (spec §2, §5, §7 /api/locations/): list, create, edit, delete.
 * Form inputs may hold text: coordinates become numbers and tolerance_radius a whole number (§7 "integer").
 */
import { ApiPaths, type Location, type LocationList, type LocationWrite } from '../../contract';
import { parseDecimal, type LocationFormValues } from '../../domain';
import type { ApiClient } from '../api';

/** The location dialog: the domain's validated LocationFormValues plus the active flag. */
export interface LocationForm extends LocationFormValues {
  is_active?: boolean;
}

/** Only called on a form validateLocationForm accepted, so every number parses. */
const numberOf = (value: string | number | null): number => parseDecimal(value) ?? Number.NaN;

export function toLocationWrite(form: LocationForm): LocationWrite {
  return {
    name: form.name.trim(),
    address: (form.address ?? '').trim(),
    latitude: numberOf(form.latitude),
    longitude: numberOf(form.longitude),
    tolerance_radius: Math.round(numberOf(form.tolerance_radius)),
    work_hours_start: form.work_hours_start,
    work_hours_end: form.work_hours_end,
    ...(form.is_active === undefined ? {} : { is_active: form.is_active }),
  };
}

export class ManageLocations {
  constructor(private readonly api: ApiClient) {}

  async list(): Promise<Location[]> {
    const body = await this.api.get<LocationList>(ApiPaths.locations);
    return body.results;
  }

  get(id: number): Promise<Location> {
    return this.api.get<Location>(ApiPaths.location(id));
  }

  create(form: LocationForm): Promise<Location> {
    return this.api.post<Location>(ApiPaths.locations, toLocationWrite(form));
  }

  update(id: number, form: LocationForm): Promise<Location> {
    return this.api.put<Location>(ApiPaths.location(id), toLocationWrite(form));
  }

  remove(id: number): Promise<void> {
    return this.api.delete(ApiPaths.location(id));
  }
}
