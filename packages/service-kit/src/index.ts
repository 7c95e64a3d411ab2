export {
  DiskFullError,
  DiskSpace,
  diskSpaceFor,
  freeBytesOn,
  isDiskFull,
  type DiskSpaceLog,
  type DiskSpaceOptions,
} from './diskSpace.js';
export {
  badRequestMessage,
  clientErrorMessages,
  diskFullMessage,
  diskFullRetryAfterSeconds,
  errorHandler,
  HttpError,
  internalErrorMessage,
  invalidPreflightMessage,
  plainErrorBodies,
  type ErrorHandler,
  type ErrorMessages,
  type SchemaIssue,
} from './errors.js';
export { addressKey } from './clientAddress.js';
export { RecentCounts } from './recentCounts.js';
export {
  debianLauncher,
  emulatorForTests,
  emulatorProjectId,
  emulatorSiteSettings,
  findEmulatorLauncher,
  loadRules,
  missingEmulator,
  startFirestoreEmulator,
  type RunningEmulator,
} from './firestoreEmulator.js';
export {
  guardStaffRoutes,
  sessionCheckThrough,
  staffAccessMessages,
  staffRoutePrefix,
  type SessionCheck,
  type StaffAccessOptions,
  type StaffMember,
  type StaffRoute,
} from './staffAccess.js';
export { loopbackTwin, siteOrigins } from './loopbackOrigin.js';
export { healthRoute, healthSchema, type HealthOptions } from './health.js';
export { settingsOrExit, serve, type ServeOptions } from './lifecycle.js';
export { createLogger, OneLinePerRequest, type LoggedRouteConfig, type LoggerOptions } from './logger.js';
export { createServiceApp, trustedProxies, type ServiceAppOptions } from './serviceApp.js';
export {
  configErrors,
  configOrThrow,
  defaultPublicSiteUrl,
  logLevels,
  parseHttpUrl,
  setting,
  SettingsReader,
  type ConfigResult,
  type Env,
  type HttpUrlSetting,
  type LogLevel,
  type SettingsOptions,
  type Wording,
} from './settings.js';
export {
  freePort,
  mountSmallDisk,
  serviceTestProjects,
  startOfficeForStaffTests,
  startServiceProcess,
  type OfficeForStaffTests,
  type ServiceProcess,
  type SmallDisk,
  type TestProject,
} from './testing.js';
export {
  checkName,
  checkText,
  findTextProblem,
  stripInvisible,
  textProblemMessage,
  type CheckedText,
  type TextKind,
  type TextProblem,
} from '@school/contracts/text-rules';
