/** The screen as the browser reports it. */
export interface ScreenInfo {
  width: number;
  height: number;
  colorDepth: number;
  pixelDepth: number;
}

/** What the navigator, the screen and the window say about the device, read fresh on every call (resizes count). */
export interface EnvironmentInfo {
  userAgent: string;
  platform: string;
  language: string;
  cookieEnabled: boolean;
  doNotTrack: string | null;
  maxTouchPoints: number;
  screen: ScreenInfo;
  /** window.innerWidth; used by mobile detection (≤ 768 px counts as mobile). */
  viewportWidth: number;
  hasTouch: boolean;
}

export const DeviceEnvironment = Symbol('DeviceEnvironment');
/**
 * The browser the app runs in: what decides the phone or desktop layout, describes the device to the server and goes
 * into its fingerprint (environment()), and the user's time zone (today's date; the device's description).
 */
export interface DeviceEnvironment {
  environment(): EnvironmentInfo;
  /**
   * The IANA time zone, '' when the browser cannot tell. Apart from environment() because reading it starts the
   * browser's date formatting, which costs a phone's start-up tens of milliseconds and the layout check never needs.
   */
  timeZone(): string;
}
