import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

const LEVELS: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/** One JSON object per line, from `level` up. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, context = 'CapSuisse'): ConsoleLogger {
  return new ConsoleLogger(context, { json: true, logLevels: LEVELS.slice(LEVELS.indexOf(config.logLevel)) });
}
