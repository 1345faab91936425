/**
 * The add/edit location dialog (docs/behaviour.md, "Admin panel", and "Validation"): 'Dati Manuali' and the map tab
 * edit the same values. Validation is the domain's validateLocationForm; a field's error clears when it changes. A
 * refused save shows the server's message (or 'Errore nel salvataggio della location. Verifica i dati inseriti.').
 */
import { makeAutoObservable } from 'mobx';
import type { Location } from '../../../core/contract';
import {
  DEFAULT_TOLERANCE_RADIUS,
  DEFAULT_WORK_HOURS_END,
  DEFAULT_WORK_HOURS_START,
  formatCoordinate,
  parseDecimal,
  validateLocationForm,
  type DisplayMessage,
} from '../../../core/domain';
import type { MapsService, GeoPoint, Scheduler } from '../../../core/ports';
import type { LocationForm, ManageLocations } from '../../../core/use-cases/admin';
import type { PositionService } from '../../../core/use-cases/position';
import { submitForm, withoutFieldError } from '../shared/submit-form';
import { LocationMapStore, type MapSelection } from './location-map.store';

export const LOCATION_SAVE_ERROR_KEY = 'admin.locations.saveError';

export type LocationDialogTab = 'manual' | 'map';

/** Text fields hold what the inputs hold; numbers picked on the map are written as text too. */
export interface LocationFormValues extends LocationForm {
  latitude: string;
  longitude: string;
  tolerance_radius: string;
  address: string;
  is_active: boolean;
}

export function newLocationForm(): LocationFormValues {
  return {
    name: '',
    address: '',
    latitude: '',
    longitude: '',
    tolerance_radius: String(DEFAULT_TOLERANCE_RADIUS),
    work_hours_start: DEFAULT_WORK_HOURS_START,
    work_hours_end: DEFAULT_WORK_HOURS_END,
    is_active: true,
  };
}

/** 'HH:MM:SS' from the server is shown as the time input's 'HH:MM'. */
const hourMinute = (value: string): string => value.slice(0, 5);

export function locationFormOf(location: Location): LocationFormValues {
  return {
    name: location.name,
    address: location.address,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    tolerance_radius: String(location.tolerance_radius),
    work_hours_start: hourMinute(location.work_hours_start || DEFAULT_WORK_HOURS_START),
    work_hours_end: hourMinute(location.work_hours_end || DEFAULT_WORK_HOURS_END),
    is_active: location.is_active,
  };
}

export interface LocationFormDependencies {
  locations: ManageLocations;
  maps: MapsService;
  positions: PositionService;
  scheduler: Scheduler;
}

export class LocationFormStore {
  values: LocationFormValues;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  activeTab: LocationDialogTab = 'manual';
  readonly locationId: number | null;
  readonly map: LocationMapStore;

  constructor(
    private readonly deps: LocationFormDependencies,
    location: Location | null,
  ) {
    this.locationId = location?.id ?? null;
    this.values = location ? locationFormOf(location) : newLocationForm();
    this.map = new LocationMapStore(deps.maps, deps.positions, deps.scheduler, (selection) => this.applyMapSelection(selection), location?.address || null);
    makeAutoObservable<LocationFormStore, 'deps'>(this, { deps: false, locationId: false, map: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.locationId === null;
  }

  /** The coordinates typed or picked, when both parse: where the map's marker goes. */
  get point(): GeoPoint | null {
    const latitude = parseDecimal(this.values.latitude);
    const longitude = parseDecimal(this.values.longitude);
    if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  }

  selectTab(tab: LocationDialogTab): void {
    this.activeTab = tab;
  }

  setField<K extends keyof LocationFormValues>(field: K, value: LocationFormValues[K]): void {
    this.values = { ...this.values, [field]: value };
    this.clearFieldError(field);
  }

  /** Validates and saves; resolves with the saved location, or null when invalid or refused. */
  submit(): Promise<Location | null> {
    const { locations } = this.deps;
    return submitForm(
      this,
      () => validateLocationForm(this.values),
      () => (this.locationId === null ? locations.create(this.values) : locations.update(this.locationId, this.values)),
      LOCATION_SAVE_ERROR_KEY,
      // The invalid fields are on the manual tab: show them.
      () => this.selectTab('manual'),
    );
  }

  dispose(): void {
    this.map.dispose();
  }

  private applyMapSelection({ point, address }: MapSelection): void {
    this.values = {
      ...this.values,
      // 6 decimals (about 0.1 m), as coordinates are shown everywhere in the app.
      latitude: formatCoordinate(point.latitude),
      longitude: formatCoordinate(point.longitude),
      ...(address ? { address } : {}),
    };
    this.clearFieldError('latitude');
    this.clearFieldError('longitude');
  }

  private clearFieldError(field: string): void {
    this.fieldErrors = withoutFieldError(this.fieldErrors, field);
  }
}
