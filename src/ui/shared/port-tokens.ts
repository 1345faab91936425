/**
 * The core's ports that views read themselves, typed for useInjection. These are the core's own Symbols
 * (src/core/ports), the ones the composition root binds its adapters to (its PortToken names every port).
 */
import * as Ports from '../../core/ports';
import type { Token } from './token';

export const PortToken = {
  AppLifecycle: Ports.AppLifecycle as Token<Ports.AppLifecycle>,
  Geolocation: Ports.Geolocation as Token<Ports.Geolocation>,
  Logger: Ports.Logger as Token<Ports.Logger>,
  Scheduler: Ports.Scheduler as Token<Ports.Scheduler>,
} as const;
