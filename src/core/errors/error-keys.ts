/**
 * Every error message key of the client; the Italian texts are in src/ui/i18n/it/errors.json
 * (a test checks that each key has its text). Grouped by what failed.
 */
export const ErrorKey = {
  verbatim: 'errors.verbatim',
  unexpected: 'errors.unexpected',
  // credentials and session
  invalidCredentials: 'errors.invalidCredentials',
  unableToLogin: 'errors.unableToLogin',
  credentialsNotProvided: 'errors.credentialsNotProvided',
  sessionExpired: 'errors.sessionExpired',
  sessionExpiredShort: 'errors.sessionExpiredShort',
  tokenInvalid: 'errors.tokenInvalid',
  tooManyAttempts: 'errors.tooManyAttempts',
  // passwords: an administrator's to replace, the user's own change
  passwordChangeRequired: 'errors.passwordChangeRequired',
  passwordChangeNotRequired: 'errors.passwordChangeNotRequired',
  wrongCurrentPassword: 'errors.wrongCurrentPassword',
  passwordUnchanged: 'errors.passwordUnchanged',
  // location
  tooFar: 'errors.tooFar',
  locationNotAuthorized: 'errors.locationNotAuthorized',
  noLocationInRange: 'errors.noLocationInRange',
  noAuthorizedLocations: 'errors.noAuthorizedLocations',
  missingLocationData: 'errors.missingLocationData',
  anomalyNoteRequired: 'errors.anomalyNoteRequired',
  // punch state
  notCheckedIn: 'errors.notCheckedIn',
  mustCheckOutSameLocation: 'errors.mustCheckOutSameLocation',
  alreadyCheckedIn: 'errors.alreadyCheckedIn',
  noValidCheckin: 'errors.noValidCheckin',
  missingCheckout: 'errors.missingCheckout',
  // device
  deviceAlreadyExists: 'errors.deviceAlreadyExists',
  deviceInitFailed: 'errors.deviceInitFailed',
  deviceIdUnavailable: 'errors.deviceIdUnavailable',
  deviceNotAuthorized: 'errors.deviceNotAuthorized',
  deviceChallengeInvalid: 'errors.deviceChallengeInvalid',
  deviceProofInvalid: 'errors.deviceProofInvalid',
  deviceChangePending: 'errors.deviceChangePending',
  deviceKeyUnavailable: 'errors.deviceKeyUnavailable',
  // administrators' verification code
  totpRequired: 'errors.totpRequired',
  totpInvalid: 'errors.totpInvalid',
  totpNotAvailable: 'errors.totpNotAvailable',
  totpAlreadyEnabled: 'errors.totpAlreadyEnabled',
  totpNotEnabled: 'errors.totpNotEnabled',
  totpSetupRequired: 'errors.totpSetupRequired',
  locationOrDeviceUnavailable: 'errors.locationOrDeviceUnavailable',
  // GPS
  geolocationUnsupported: 'errors.geolocationUnsupported',
  insecureContext: 'errors.insecureContext',
  gpsPermissionDenied: 'errors.gpsPermissionDenied',
  gpsCheckPermissions: 'errors.gpsCheckPermissions',
  positionUnavailable: 'errors.positionUnavailable',
  locationTimeout: 'errors.locationTimeout',
  gpsAccuracyLow: 'errors.gpsAccuracyLow',
  // work hours
  outsideWorkHours: 'errors.outsideWorkHours',
  workHoursValidationFailed: 'errors.workHoursValidationFailed',
  // network
  networkError: 'errors.networkError',
  connectionFailed: 'errors.connectionFailed',
  offline: 'errors.offline',
  serverError: 'errors.serverError',
  requestTimeout: 'errors.requestTimeout',
  // generic
  checkinFailed: 'errors.checkinFailed',
  checkoutFailed: 'errors.checkoutFailed',
  loginFailed: 'errors.loginFailed',
  operationFailed: 'errors.operationFailed',
  validationError: 'errors.validationError',
  // a refused new password (param count: the configured minimum length)
  passwordTooShort: 'errors.passwordTooShort',
  passwordTooCommon: 'errors.passwordTooCommon',
  // the users form's field errors (UserFieldError)
  usernameTaken: 'errors.usernameTaken',
  emailTaken: 'errors.emailTaken',
  employeeIdTaken: 'errors.employeeIdTaken',
  groupInvalid: 'errors.groupInvalid',
  locationInvalid: 'errors.locationInvalid',
  fieldRequired: 'errors.fieldRequired',
  selfDemotion: 'errors.selfDemotion',
  notFound: 'errors.notFound',
  cannotDeleteSelf: 'errors.cannotDeleteSelf',
  futureTime: 'errors.futureTime',
  // correction requests
  ownPunches: 'errors.ownPunches',
  correctionAlreadyDecided: 'errors.correctionAlreadyDecided',
  correctionAlreadyPending: 'errors.correctionAlreadyPending',
  correctionOutBeforeIn: 'errors.correctionOutBeforeIn',
  correctionOutAfterNextPunch: 'errors.correctionOutAfterNextPunch',
  correctionNotMissingCheckOut: 'errors.correctionNotMissingCheckOut',
  correctionSameTime: 'errors.correctionSameTime',
  // permissions
  permissionDenied: 'errors.permissionDenied',
  unauthorizedAccess: 'errors.unauthorizedAccess',
  adminRequired: 'errors.adminRequired',
  // access from a non-mobile device (param appName)
  mobileOnlyAccess: 'errors.mobileOnlyAccess',
  // admin lists, history and maps: each screen's own failure and success texts
  locationsLoadFailed: 'errors.locationsLoadFailed',
  locationSaveFailed: 'errors.locationSaveFailed',
  locationDeleteFailed: 'errors.locationDeleteFailed',
  locationDeleted: 'errors.locationDeleted',
  locationUpdated: 'errors.locationUpdated',
  locationCreated: 'errors.locationCreated',
  usersLoadFailed: 'errors.usersLoadFailed',
  userDeleteFailed: 'errors.userDeleteFailed',
  userSaveFailed: 'errors.userSaveFailed',
  statsLoadFailed: 'errors.statsLoadFailed',
  activitiesLoadFailed: 'errors.activitiesLoadFailed',
  changesSaveFailed: 'errors.changesSaveFailed',
  timesheetsLoadFailed: 'errors.timesheetsLoadFailed',
  mapsLoadFailed: 'errors.mapsLoadFailed',
  mapInitFailed: 'errors.mapInitFailed',
  addressNotFound: 'errors.addressNotFound',
  currentPositionFailed: 'errors.currentPositionFailed',
  mapsGeolocationUnsupported: 'errors.mapsGeolocationUnsupported',
} as const;

export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
