// How a module declares its routes (docs/architecture.md, "Routes"): the path, what it reads and
// answers, its summary and description for OpenAPI, and the handler; the rest every route shares is
// written here once: the module's tag, the bearer security and 401 of a route that needs a login,
// the error body of each error status, and who may call a path about one company (`company`, checked
// by modules/auth/company-access.ts).
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type errorBody, idParams } from '@triptender/contract/common';
import { companyParams } from '@triptender/contract/companies';
import { errorResponses, security } from './openapi.ts';

type Schema = z.ZodType;

export type RouteSpec = {
  /** The path's parameters; a path whose one parameter is `:companyId` or `:id` has them by default. */
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
  headers?: Schema;
  /**
   * The answer: one schema (status 200), or the schemas by status (`{ 201: created }`). A handler's
   * return value is sent with the map's one success status (201 for `{ 201: created }`), so a handler
   * sets a status only where it answers another.
   */
  response?: Schema | { readonly [status: number]: Schema };
  /** The error statuses the route may answer besides 401 (which every route with a login may). */
  errors?: readonly number[];
  /** No login: the route has no bearer security and no 401. */
  public?: true;
  /** Who may call a path about one company (modules/auth/company-access.ts). */
  company?: FastifyContextConfig['company'];
  /** More route config (a rate limit of its own, say). */
  config?: FastifyContextConfig;
  consumes?: string[];
  /** Left out of the OpenAPI document (an alias path). */
  hide?: boolean;
  /** Other route options: hooks, a websocket. */
  options?: Omit<RouteShorthandOptions, 'schema' | 'config'>;
  /** The OpenAPI tag, where it is not the module's. */
  tag?: string;
};

type Success<R> = R extends Schema ? { 200: R } : R extends object ? R : unknown;
type ErrorStatus<S extends RouteSpec> =
  (S['errors'] extends readonly (infer E extends number)[] ? E : never) | (S['public'] extends true ? never : 401);
/** The parameters a path has without a `params` of its own: `:companyId` or `:id`, if it is its only one. */
type PathParams<U extends string> = U extends `${string}:${string}:${string}`
  ? unknown
  : U extends `${string}/:companyId${'' | `/${string}`}`
    ? { params: typeof companyParams }
    : U extends `${string}/:id${'' | `/${string}`}`
      ? { params: typeof idParams }
      : unknown;
type SchemaOf<S extends RouteSpec, U extends string> = (S extends { params: Schema } ? unknown : PathParams<U>) &
  Pick<S, Extract<keyof S, 'params' | 'querystring' | 'body' | 'headers'>> & {
    response: Success<S['response']> & Record<ErrorStatus<S>, typeof errorBody>;
  };

function pathParams(url: string): Schema | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (names.length !== 1) return undefined;
  return names[0] === 'companyId' ? companyParams : names[0] === 'id' ? idParams : undefined;
}

export type RouteHandler<S extends RouteSpec, U extends string> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S, U>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** `route.get(path, spec, summary, [description,] handler)`. */
interface AddRoute {
  <const S extends RouteSpec, U extends string>(url: U, spec: S, summary: string, handler: RouteHandler<S, U>): void;
  <const S extends RouteSpec, U extends string>(
    url: U,
    spec: S,
    summary: string,
    description: string,
    handler: RouteHandler<S, U>,
  ): void;
}

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const isSchema = (r: NonNullable<RouteSpec['response']>): r is Schema => '_zod' in r;

/** The status a returned value answers: the response map's one success status, if it is not 200. */
function successStatus(response: RouteSpec['response']): number | undefined {
  if (response === undefined || isSchema(response)) return undefined;
  const success = Object.keys(response)
    .map(Number)
    .filter((status) => status >= 200 && status < 300);
  return success.length === 1 && success[0] !== 200 ? success[0] : undefined;
}

function answering(status: number | undefined, handler: RouteHandlerMethod): RouteHandlerMethod {
  if (status === undefined) return handler;
  return function (request, reply) {
    reply.status(status);
    return handler.call(this, request, reply);
  };
}

/** Who may read a company's settings, and who may save them (modules/auth/company-access.ts). */
type SettingsAccess = Exclude<NonNullable<FastifyContextConfig['company']>, 'handler'>;
type CompanyScope = { db: App['db']; companyId: number };
type CompanyParams = z.output<typeof companyParams>;

/** One company's settings at one path: GET answers them, PUT (or PATCH) saves them and answers them as saved. */
export type CompanySettingsSpec<R extends Schema, B extends Schema> = {
  /** The settings, as both methods answer them. */
  response: R;
  /** Reading: any `member` (another company's id is a 404), or those with an ability (403 for another role). */
  read: {
    company: SettingsAccess;
    summary: string;
    description?: string;
    service: (opts: CompanyScope) => Promise<z.output<R>>;
  };
  /** Saving `body`, by those with an ability (403 for another role; 422 for a body that does not validate). */
  save: {
    company: SettingsAccess;
    body: B;
    method?: 'PATCH';
    summary: string;
    description: string;
    service: (
      opts: CompanyScope & { actor: NonNullable<FastifyRequest['actor']>; body: z.output<B> },
    ) => Promise<z.output<R>>;
  };
};

/** The routes of one module, under its OpenAPI tag. */
export function routes(app: App, tag: string) {
  const declare = (
    method: HTTPMethods,
    url: string,
    spec: RouteSpec,
    summary: string,
    description: string | undefined,
    handler: RouteHandlerMethod,
  ) => {
    const { response, errors = [], company, config, options, tag: ownTag, ...parts } = spec;
    const schema: FastifySchema = {
      tags: [ownTag ?? tag],
      summary,
      ...(description === undefined ? {} : { description }),
      ...(spec.public ? {} : { security }),
      ...(parts.params || !pathParams(url) ? {} : { params: pathParams(url) }),
      ...Object.fromEntries(Object.entries(parts).filter(([key, value]) => key !== 'public' && value !== undefined)),
      response: {
        ...(response === undefined ? {} : isSchema(response) ? { 200: response } : response),
        ...errorResponses(...(spec.public ? [] : [401]), ...errors),
      },
    };
    app.route({
      ...options,
      method,
      url,
      ...(company || config ? { config: { ...config, ...(company ? { company } : {}) } } : {}),
      schema,
      handler: answering(successStatus(response), handler),
    });
  };
  const add =
    (method: HTTPMethods): AddRoute =>
    (url: string, spec: RouteSpec, summary: string, ...rest: unknown[]) =>
      declare(
        method,
        url,
        spec,
        summary,
        rest.length > 1 ? (rest[0] as string) : undefined,
        rest.at(-1) as RouteHandlerMethod,
      );
  /** A company's settings (`/company/:companyId/...`): their GET and their PUT, declared as one resource. */
  const companySettings = <const R extends Schema, const B extends Schema>(
    url: `/company/:companyId${string}`,
    { response, read, save }: CompanySettingsSpec<R, B>,
  ) => {
    // what the schemas above validated before the handler runs, and the guard of `company` checked
    const scope = (req: FastifyRequest) => ({ db: app.db, companyId: (req.params as CompanyParams).companyId });
    const readSpec = { company: read.company, response, errors: read.company === 'member' ? [404] : [403, 404] };
    declare('GET', url, readSpec, read.summary, read.description, async (req) => read.service(scope(req)));
    const saveSpec = { company: save.company, body: save.body, response, errors: [403, 404, 422] };
    declare(save.method ?? 'PUT', url, saveSpec, save.summary, save.description, async (req) =>
      save.service({ ...scope(req), actor: req.actor!, body: req.body as z.output<B> }),
    );
  };
  return {
    get: add('GET'),
    post: add('POST'),
    put: add('PUT'),
    patch: add('PATCH'),
    delete: add('DELETE'),
    companySettings,
  };
}

/** A module's routes as a Fastify plugin: `export const quoteRoutes = moduleRoutes('quotes', async (route, app) => ...)`. */
export function moduleRoutes(
  tag: string,
  register: (route: ReturnType<typeof routes>, app: App) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => register(routes(app, tag), app);
}
