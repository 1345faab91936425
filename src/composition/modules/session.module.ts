/**
 * Signing in and out: the stored session's tokens, the API client, the device identity (with its key) and its proofs,
 * the auth use-cases and whether the browser can keep a device key (singletons),
 * the app-wide SessionStore, DeviceStore and PwaUpdateStore (singletons) and the login screen's store (one per visit).
 */
import { ContainerModule } from 'inversify';
import { ApiClient, AuthTokens } from '../../core/use-cases/api';
import { Login, Logout, ReassociateDevice, RestoreSession, SetNewPassword } from '../../core/use-cases/auth';
import { DeviceChallengeClient, DeviceIdentity, DeviceKeySupport, DeviceProofs, RegisterDevice } from '../../core/use-cases/device';
import { LoginStore } from '../../ui/login/login.store';
import { PwaUpdateStore } from '../../ui/pwa/pwa-update.store';
import { DeviceStore } from '../../ui/session/device.store';
import { SessionStore } from '../../ui/session/session.store';
import { StoreToken } from '../../ui/app/app.tokens';
import { PortToken, UseCaseToken } from '../tokens';

export const sessionModule = new ContainerModule(({ bind }) => {
  bind(UseCaseToken.AuthTokens)
    .toDynamicValue(({ get }) => new AuthTokens(get(PortToken.KeyValueStorage)))
    .inSingletonScope();
  // The challenges go straight through the transport, so the proofs need no ApiClient and the client can take them.
  bind(UseCaseToken.DeviceChallengeClient)
    .toDynamicValue(({ get }) => new DeviceChallengeClient(get(PortToken.HttpTransport)))
    .inSingletonScope();
  bind(UseCaseToken.DeviceProofs)
    .toDynamicValue(({ get }) => new DeviceProofs(get(UseCaseToken.DeviceChallengeClient), get(UseCaseToken.DeviceIdentity)))
    .inSingletonScope();
  bind(UseCaseToken.ApiClient)
    .toDynamicValue(
      ({ get }) =>
        new ApiClient(
          get(PortToken.HttpTransport),
          get(UseCaseToken.AuthTokens),
          get(PortToken.SessionEvents),
          get(UseCaseToken.DeviceIdentity),
          get(UseCaseToken.DeviceProofs),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.DeviceIdentity)
    .toDynamicValue(
      ({ get }) =>
        new DeviceIdentity(
          get(PortToken.KeyValueStorage),
          get(PortToken.DeviceEnvironment),
          get(PortToken.FingerprintSources),
          get(PortToken.Sha256),
          get(PortToken.UuidGenerator),
          get(PortToken.Logger),
          get(PortToken.DeviceKeyStore),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.DeviceKeySupport)
    .toDynamicValue(({ get }) => new DeviceKeySupport(get(UseCaseToken.DeviceIdentity)))
    .inSingletonScope();
  bind(UseCaseToken.RegisterDevice)
    .toDynamicValue(
      ({ get }) => new RegisterDevice(get(UseCaseToken.ApiClient), get(UseCaseToken.DeviceIdentity), get(PortToken.DeviceEnvironment)),
    )
    .inSingletonScope();
  bind(UseCaseToken.RestoreSession)
    .toDynamicValue(
      ({ get }) =>
        new RestoreSession(get(UseCaseToken.ApiClient), get(UseCaseToken.AuthTokens), get(PortToken.Scheduler), get(PortToken.Logger)),
    )
    .inSingletonScope();
  bind(UseCaseToken.Login)
    .toDynamicValue(
      ({ get }) =>
        new Login(get(UseCaseToken.ApiClient), get(UseCaseToken.AuthTokens), get(UseCaseToken.DeviceIdentity), get(PortToken.Vibration)),
    )
    .inSingletonScope();
  bind(UseCaseToken.ReassociateDevice)
    .toDynamicValue(
      ({ get }) =>
        new ReassociateDevice(
          get(UseCaseToken.ApiClient),
          get(UseCaseToken.AuthTokens),
          get(UseCaseToken.DeviceIdentity),
          get(PortToken.DeviceEnvironment),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.SetNewPassword)
    .toDynamicValue(
      ({ get }) =>
        new SetNewPassword(get(UseCaseToken.ApiClient), get(UseCaseToken.AuthTokens), get(UseCaseToken.DeviceIdentity), get(PortToken.Vibration)),
    )
    .inSingletonScope();
  bind(UseCaseToken.Logout)
    .toDynamicValue(({ get }) => new Logout(get(UseCaseToken.ApiClient), get(UseCaseToken.AuthTokens), get(PortToken.Logger)))
    .inSingletonScope();

  bind(StoreToken.Session)
    .toDynamicValue(
      ({ get }) =>
        new SessionStore(
          get(UseCaseToken.RestoreSession),
          get(UseCaseToken.Login),
          get(UseCaseToken.ReassociateDevice),
          get(UseCaseToken.Logout),
          get(UseCaseToken.DeviceIdentity),
          get(UseCaseToken.PositionService),
          get(PortToken.NetworkStatus),
          get(PortToken.SessionEvents),
          get(UseCaseToken.SetNewPassword),
        ),
    )
    .inSingletonScope();
  bind(StoreToken.Device)
    .toDynamicValue(({ get }) => new DeviceStore(get(PortToken.DeviceEnvironment), get(PortToken.ViewportEvents)))
    .inSingletonScope();
  bind(StoreToken.Login)
    .toDynamicValue(({ get }) => new LoginStore(get(StoreToken.Session), get(UseCaseToken.DeviceKeySupport)))
    .inTransientScope();
  bind(StoreToken.PwaUpdate)
    .toDynamicValue(() => new PwaUpdateStore())
    .inSingletonScope();
});
