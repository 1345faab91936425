/**
 * 'Gestione Location' (docs/behaviour.md, "Admin panel"): list, create, edit, delete.
 * Form inputs may hold text: coordinates become numbers and tolerance_radius a whole number, as the server
 * takes it.
 */
import { ApiPaths, type Location, type LocationWrite } from '../../contract';
import { parseDecimal, type LocationFormValues } from '../../domain';
import type { ApiClient } from '../api';
import { AdminCollection } from './admin-collection';

/** The location dialog: the domain's validated LocationFormValues plus the active flag. */
export interface LocationForm extends LocationFormValues {
  is_active?: boolean;
}

/** Only called on a form validateLocationForm accepted, so every number parses. */
const numberOf = (value: string | number | null): number => parseDecimal(value) ?? Number.NaN;

function toLocationWrite(form: LocationForm): LocationWrite {
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

export class ManageLocations extends AdminCollection<Location, LocationForm, LocationWrite> {
  constructor(api: ApiClient) {
    super(api, { all: ApiPaths.locations, one: ApiPaths.location }, toLocationWrite);
  }
}
