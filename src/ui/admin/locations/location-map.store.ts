/**
 * The 'Mappa OpenStreetMap' tab of the location dialog (docs/behaviour.md, "Admin panel"), through the MapsService
 * port and the core's PositionService:
 * - typing in the search box asks for suggestions after a pause (debounced: Nominatim allows ~1 request/s);
 * - 'Cerca' geocodes the text (which must not be blank), a suggestion or a geocoded place selects its point;
 * - 'use my position' takes a GPS fix; a click or drag on the map picks a point; every picked point is
 *   reverse-geocoded into an address;
 * - an unreachable service or tile server shows the maps error; the manual tab keeps working regardless. A later
 *   successful geocoder call clears the geocoder's failure (a network blip does not stick for the whole dialog);
 *   a tile failure is reported once by the map, so it stays.
 * The chosen point and address are handed to the form through `onSelect`.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { validateAddressSearch, type DisplayMessage } from '../../../core/domain';
import { PositionError, type GeoPoint, type MapsService, type PlaceSuggestion, type Scheduler, type TimerHandle } from '../../../core/ports';
import type { PositionService } from '../../../core/use-cases/position';

/** Pause after the last keystroke before suggestions are asked for. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 400;
/** Shorter texts give useless suggestions. */
export const AUTOCOMPLETE_MIN_CHARS = 3;

export const MapMessage = {
  unavailable: { key: 'admin.locations.map.loadError' },
  notFound: { key: 'admin.locations.map.notFound' },
  positionFailed: { key: 'admin.locations.map.positionError' },
  geolocationUnsupported: { key: 'admin.locations.map.geolocationUnsupported' },
  /** Plain http on a network address: the browser hides the GPS; the same text as the dashboard's. */
  insecureContext: { key: 'position.insecureContext' },
} as const satisfies Record<string, DisplayMessage>;

export interface MapSelection {
  point: GeoPoint;
  /** The address found for the point; null when none was found (the form keeps its own then). */
  address: string | null;
}

export class LocationMapStore {
  searchText = '';
  suggestions: PlaceSuggestion[] = [];
  isSearching = false;
  isLocating = false;
  /** A problem to show in the map tab (service unreachable, address not found, no GPS). */
  message: DisplayMessage | null = null;
  /** The last geocoder call failed (cleared by the next one that succeeds). */
  private geocoderDown = false;
  /** The map's tiles could not load (reported once by the map). */
  private tilesDown = false;
  /** The address of the last selection (shown under the map). */
  selectedAddress: string | null = null;
  private debounce: TimerHandle | null = null;
  /** Only the answer to the latest keystroke may fill the suggestions. */
  private autocompleteRun = 0;
  private reverseRun = 0;

  constructor(
    private readonly maps: MapsService,
    private readonly positions: PositionService,
    private readonly scheduler: Scheduler,
    private readonly onSelect: (selection: MapSelection) => void,
    initialAddress: string | null,
  ) {
    this.selectedAddress = initialAddress;
    makeAutoObservable<LocationMapStore, 'maps' | 'positions' | 'scheduler' | 'onSelect' | 'debounce' | 'autocompleteRun' | 'reverseRun'>(
      this,
      { maps: false, positions: false, scheduler: false, onSelect: false, debounce: false, autocompleteRun: false, reverseRun: false },
      { autoBind: true },
    );
  }

  /** The geocoder or the tiles are failing: the tab then points the user to the manual tab. */
  get serviceUnavailable(): boolean {
    return this.geocoderDown || this.tilesDown;
  }

  setSearchText(text: string): void {
    this.searchText = text;
    this.cancelDebounce();
    this.autocompleteRun++;
    if (text.trim().length < AUTOCOMPLETE_MIN_CHARS) {
      this.suggestions = [];
      return;
    }
    this.debounce = this.scheduler.setTimeout(() => void this.autocomplete(text), AUTOCOMPLETE_DEBOUNCE_MS);
  }

  /** 'Cerca': geocodes the typed text and selects the place found. */
  async search(): Promise<void> {
    const invalid = validateAddressSearch(this.searchText);
    if (invalid) {
      this.message = { key: invalid };
      return;
    }
    this.cancelDebounce();
    this.isSearching = true;
    this.message = null;
    try {
      const place = await this.maps.geocode(this.searchText.trim());
      runInAction(() => {
        this.markAvailable();
        if (place) this.choose(place);
        else this.message = MapMessage.notFound;
      });
    } catch {
      runInAction(() => this.markUnavailable());
    } finally {
      runInAction(() => {
        this.isSearching = false;
      });
    }
  }

  /** A suggestion picked from the autocomplete list. */
  choose(place: PlaceSuggestion): void {
    this.suggestions = [];
    this.searchText = place.label;
    this.message = null;
    this.reverseRun++; // a pending reverse lookup of an older point must not overwrite this address
    this.selectedAddress = place.label;
    this.onSelect({ point: { latitude: place.latitude, longitude: place.longitude }, address: place.label });
  }

  /** A click or drag on the map: the point at once, its address when the geocoder answers. */
  async pick(point: GeoPoint): Promise<void> {
    this.onSelect({ point, address: null });
    const run = ++this.reverseRun;
    try {
      const address = await this.maps.reverseGeocode(point);
      runInAction(() => {
        this.markAvailable();
        if (run !== this.reverseRun) return;
        this.selectedAddress = address;
        if (address) this.onSelect({ point, address });
      });
    } catch {
      runInAction(() => this.markUnavailable());
    }
  }

  /** 'Usa la mia posizione'. */
  async useMyPosition(): Promise<void> {
    this.isLocating = true;
    this.message = null;
    try {
      const fix = await this.positions.getCurrentPosition();
      runInAction(() => {
        this.isLocating = false;
      });
      await this.pick({ latitude: fix.latitude, longitude: fix.longitude });
    } catch (error) {
      runInAction(() => {
        this.isLocating = false;
        const kind = error instanceof PositionError ? error.kind : null;
        this.message =
          kind === 'insecure-context'
            ? MapMessage.insecureContext
            : kind === 'unsupported'
              ? MapMessage.geolocationUnsupported
              : MapMessage.positionFailed;
      });
    }
  }

  /** The map could not load its tiles. */
  tilesUnavailable(): void {
    this.tilesDown = true;
    this.message = MapMessage.unavailable;
  }

  dispose(): void {
    this.cancelDebounce();
    this.autocompleteRun++;
    this.reverseRun++;
  }

  private async autocomplete(text: string): Promise<void> {
    this.debounce = null;
    const run = this.autocompleteRun;
    try {
      const suggestions = await this.maps.autocomplete(text.trim());
      runInAction(() => {
        this.markAvailable();
        if (run === this.autocompleteRun) this.suggestions = suggestions;
      });
    } catch {
      runInAction(() => {
        if (run === this.autocompleteRun) this.markUnavailable();
      });
    }
  }

  private markUnavailable(): void {
    this.geocoderDown = true;
    this.message = MapMessage.unavailable;
  }

  /** A geocoder call succeeded: its earlier failure no longer holds (nor its message, unless the tiles failed). */
  private markAvailable(): void {
    if (!this.geocoderDown) return;
    this.geocoderDown = false;
    if (!this.tilesDown && this.message?.key === MapMessage.unavailable.key) this.message = null;
  }

  private cancelDebounce(): void {
    if (this.debounce) this.scheduler.clear(this.debounce);
    this.debounce = null;
  }
}
