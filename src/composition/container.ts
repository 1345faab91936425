/**
 * The composition root: one Inversify container for the app (tests build their own with fake edges).
 * Plain classes are bound with explicit tokens through factories (toDynamicValue): no decorators and no emitted
 * metadata, which Parcel's transpiler would not produce. Bindings are grouped in one ContainerModule per area.
 * createContainer loads what signing in needs; the employee screens' module (modules/dashboard.module.ts, with the
 * administrators' verification code of modules/totp.module.ts), the admin area's (modules/admin.module.ts), 'Le mie
 * ore' and the privacy notice's are chunks of their own, installed when a screen first needs them (areas.ts), so the
 * first load carries none of their code.
 */
import { Container } from 'inversify';
import { runtimeConfig as defaultConfig, type RuntimeConfig } from '../ui/app/runtime-config';
import { employeeModule } from './modules/employee.module';
import { platformModule, type PortOverrides } from './modules/platform.module';
import { sessionModule } from './modules/session.module';
import { sharedModule } from './modules/shared.module';

export type { PortOverrides };

export interface ContainerOptions {
  /** Build-time configuration; the bundle's own by default. */
  config?: RuntimeConfig;
  /** Replacement adapters for some ports (fakes in tests). */
  overrides?: PortOverrides;
}

export function createContainer({ config = defaultConfig, overrides = {} }: ContainerOptions = {}): Container {
  const container = new Container();
  container.load(platformModule(config, overrides), sessionModule, employeeModule, sharedModule);
  return container;
}
