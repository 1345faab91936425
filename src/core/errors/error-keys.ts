/**
 * Every error message key of the client; the Italian texts are in src/ui/i18n/it/errors.json
 * (a test checks that each key has its text). Grouped by what failed.
 */
export const ErrorKey = {
  verbatim: 'errors.verbatim',
  unexpected: 'errors.unexpected',
  // credentials and session
  invalidCredentials: 'errors.invalidCredentials',
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
  missingCheckout: 'errors.missingCheckout',
  // device
  deviceNotAuthorized: 'errors.deviceNotAuthorized',
  deviceChallengeInvalid: 'errors.deviceChallengeInvalid',
  deviceProofInvalid: 'errors.deviceProofInvalid',
  deviceChangePending: 'errors.deviceChangePending',
  adminDeviceNotLatest: 'errors.adminDeviceNotLatest',
  deviceKeyUnavailable: 'errors.deviceKeyUnavailable',
  // administrators' verification code
  totpRequired: 'errors.totpRequired',
  totpInvalid: 'errors.totpInvalid',
  totpNotAvailable: 'errors.totpNotAvailable',
  totpAlreadyEnabled: 'errors.totpAlreadyEnabled',
  totpNotEnabled: 'errors.totpNotEnabled',
  totpSetupRequired: 'errors.totpSetupRequired',
  totpSuspended: 'errors.totpSuspended',
  totpNotSuspended: 'errors.totpNotSuspended',
  locationOrDeviceUnavailable: 'errors.locationOrDeviceUnavailable',
  // GPS
  geolocationUnsupported: 'errors.geolocationUnsupported',
  insecureContext: 'errors.insecureContext',
  gpsPermissionDenied: 'errors.gpsPermissionDenied',
  positionUnavailable: 'errors.positionUnavailable',
  locationTimeout: 'errors.locationTimeout',
  gpsAccuracyLow: 'errors.gpsAccuracyLow',
  // work hours
  outsideWorkHours: 'errors.outsideWorkHours',
  // network
  networkError: 'errors.networkError',
  offline: 'errors.offline',
  serverError: 'errors.serverError',
  requestTimeout: 'errors.requestTimeout',
  // generic
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
  groupNameTaken: 'errors.groupNameTaken',
  // a field the request's schema refused (SchemaFieldError; param count: the limit)
  fieldMaxLength: 'errors.fieldMaxLength',
  fieldMinLength: 'errors.fieldMinLength',
  fieldControlCharacters: 'errors.fieldControlCharacters',
  fieldBlankOrControlCharacters: 'errors.fieldBlankOrControlCharacters',
  fieldInvalidEmail: 'errors.fieldInvalidEmail',
  fieldInvalidDate: 'errors.fieldInvalidDate',
  fieldInvalidFormat: 'errors.fieldInvalidFormat',
  fieldNotANumber: 'errors.fieldNotANumber',
  fieldTooSmall: 'errors.fieldTooSmall',
  fieldTooLarge: 'errors.fieldTooLarge',
  fieldTooManyItems: 'errors.fieldTooManyItems',
  fieldInvalid: 'errors.fieldInvalid',
  selfDemotion: 'errors.selfDemotion',
  notFound: 'errors.notFound',
  cannotDeleteSelf: 'errors.cannotDeleteSelf',
  ownPassword: 'errors.ownPassword',
  lastAdministrator: 'errors.lastAdministrator',
  futureTime: 'errors.futureTime',
  // correction requests
  ownPunches: 'errors.ownPunches',
  correctionAlreadyDecided: 'errors.correctionAlreadyDecided',
  correctionAlreadyPending: 'errors.correctionAlreadyPending',
  correctionOutBeforeIn: 'errors.correctionOutBeforeIn',
  correctionOutAfterNextPunch: 'errors.correctionOutAfterNextPunch',
  correctionNotMissingCheckOut: 'errors.correctionNotMissingCheckOut',
  correctionSameTime: 'errors.correctionSameTime',
  correctionOutTooLate: 'errors.correctionOutTooLate',
  correctionBeforePreviousPunch: 'errors.correctionBeforePreviousPunch',
  correctionAfterNextPunch: 'errors.correctionAfterNextPunch',
  sheetGroupEmpty: 'errors.sheetGroupEmpty',
  sheetSubjectRequired: 'errors.sheetSubjectRequired',
  sheetSubjectAmbiguous: 'errors.sheetSubjectAmbiguous',
  reportEndBeforeStart: 'errors.reportEndBeforeStart',
  reportRangeTooLong: 'errors.reportRangeTooLong',
  invalidDateTime: 'errors.invalidDateTime',
  // permissions
  permissionDenied: 'errors.permissionDenied',
  adminRequired: 'errors.adminRequired',
} as const;

export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
