/**
 * What the app knows about the device it runs on (whether it gets the phone's screens, and what the access-restricted screen names).
 * Mobile = a mobile browser keyword, OR touch support, OR a viewport of 768 px or less, re-evaluated on every resize.
 * One instance per app (a singleton of the container); it listens to resizes from construction on.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import { detectedDeviceKind, isMobileDevice } from '../../core/domain';
import type { DeviceEnvironment, EnvironmentInfo, Unsubscribe, ViewportEvents } from '../../core/ports';

export class DeviceStore {
  environment: EnvironmentInfo;

  private readonly unsubscribe: Unsubscribe;

  constructor(
    private readonly device: DeviceEnvironment,
    viewport: ViewportEvents,
  ) {
    this.environment = device.environment();
    makeAutoObservable<DeviceStore, 'device' | 'unsubscribe'>(
      this,
      // Replaced whole on every resize: a reference, not a deep copy.
      { device: false, unsubscribe: false, environment: observableRef },
      { autoBind: true },
    );
    this.unsubscribe = viewport.onResize(this.refresh);
  }

  get isMobile(): boolean {
    return isMobileDevice(this.environment);
  }

  /** iOS, Android, desktop or unknown: what the access-restricted screen names. */
  get deviceKind(): 'ios' | 'android' | 'desktop' | 'unknown' {
    return detectedDeviceKind(this.environment);
  }

  get userAgent(): string {
    return this.environment.userAgent;
  }

  /** Reads the environment again (viewport width, touch) after a resize. */
  refresh(): void {
    this.environment = this.device.environment();
  }

  dispose(): void {
    this.unsubscribe();
  }
}
