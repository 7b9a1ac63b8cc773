import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type Access, ACCESS_KEY } from '@capsuisse/server-core';
import type { TestApp } from './harness';

export interface RegisteredRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `/api/...` with its `:params`. */
  path: string;
  access: Access | undefined;
}

/** Every route Nest registered, read from the controllers' metadata: a new route is in the tests at once. */
export function registeredRoutes(t: TestApp): RegisteredRoute[] {
  const reflector = t.app.get(Reflector);
  const scanner = t.app.get(MetadataScanner);
  const routes: RegisteredRoute[] = [];
  for (const { instance, metatype } of t.app.get(DiscoveryService).getControllers()) {
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number] as RegisteredRoute['method'];
      const full = `/api/${[base, path].filter((p) => p && p !== '/').join('/')}`;
      routes.push({ method, path: full, access: reflector.getAllAndOverride<Access>(ACCESS_KEY, [handler as never, metatype]) });
    }
  }
  return routes;
}
