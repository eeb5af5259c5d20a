/**
 * Open311 GeoReport v2 GET resources under /api/open311/v2: discovery, services, service
 * definitions, requests (list and one), tokens and the coverage extension, each as `.xml` or
 * `.json` (HEAD too: Hono answers it from GET). Views and queries live in functions/open311/.
 *
 * Caching: discovery, services, definitions and coverage change only with a deployment, so they
 * may be kept but are revalidated (`no-cache`); requests carry live status and are `no-store`, so
 * a CDN in front never serves a status that has since changed.
 */
import { Hono, type Context } from 'hono';
import { NOT_FOUND_MESSAGE } from './requests.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import { loadSiteConfig } from '../config/site.ts';
import type { ServiceDeps } from '../deps.ts';
import { coverage, readCoverageQuery } from '../open311/coverage.ts';
import { discovery } from '../open311/discovery.ts';
import { open311OnError } from '../open311/errors.ts';
import { open311Error, open311Response, splitFormat, type Open311Format } from '../open311/format.ts';
import { findRequests, readExtensions, readRequestQuery } from '../open311/request-query.ts';
import { toOpen311Request } from '../open311/request-view.ts';
import { echoCode, serviceDefinition, serviceList } from '../open311/service-views.ts';
import { listRead } from './list-errors.ts';

/** A path segment `{name}.xml` or `.json`, suffix in any case; `name` a regex source. */
const segment = (name: string) => `:file{${name}\\.(?:[xX][mM][lL]|[jJ][sS][oO][nN])}`;

const REVALIDATE = { 'Cache-Control': 'no-cache' };

export const TOKEN_MESSAGE =
  'Tokens are not used here: POST requests returns the service_request_id at once, so there is no token to look up.';

/** The segment's format and name (the route's pattern guarantees a suffix). */
function fileOf(c: Context): { name: string; format: Open311Format } {
  return splitFormat(c.req.param('file') ?? '') ?? { name: '', format: 'xml' };
}

const paramsOf = (c: Context) => (name: string) => c.req.query(name);

export function open311ReadRoutes(services: ServiceDeps) {
  const app = new Hono();
  app.onError(open311OnError(services.logger));
  const site = loadSiteConfig();
  const discoveryBody = discovery({
    siteUrl: services.place.siteUrl,
    organisation: site.organisation,
    email: site.email,
  });
  const view = (extensions: boolean) => ({
    siteUrl: services.place.siteUrl,
    appUrl: services.place.threeOneOneUrl,
    extensions,
  });

  app.get(`/${segment('discovery')}`, (c) =>
    open311Response(fileOf(c).format, 'discovery', discoveryBody, 200, REVALIDATE),
  );

  app.get(`/${segment('services')}`, (c) =>
    open311Response(fileOf(c).format, 'services', serviceList(), 200, REVALIDATE),
  );

  app.get(`/services/${segment('[^/]+')}`, (c) => {
    const { name, format } = fileOf(c);
    const definition = serviceDefinition(name);
    if (!definition)
      return open311Error(format, 404, `No service has the code ${echoCode(name)}; see the service list.`);
    return open311Response(format, 'service_definition', definition, 200, REVALIDATE);
  });

  app.get(`/${segment('requests')}`, async (c) => {
    const { format } = fileOf(c);
    const read = readRequestQuery(paramsOf(c), services.clock());
    if (!read.ok) return open311Error(format, 400, read.errors);
    const requests = await listRead(findRequests(services.stores.requests, read.query));
    const body = requests.map((request) => toOpen311Request(request, view(read.query.extensions)));
    return open311Response(format, 'service_requests', body);
  });

  app.get(`/requests/${segment('[^/]+')}`, async (c) => {
    const { name, format } = fileOf(c);
    const extensions = readExtensions(c.req.query('extensions'));
    if (extensions === null) return open311Error(format, 400, 'extensions must be true or false.');
    const request = isRequestId(name) ? await services.stores.requests.get(name) : null;
    if (!request) return open311Error(format, 404, NOT_FOUND_MESSAGE);
    return open311Response(format, 'service_requests', [toOpen311Request(request, view(extensions))]);
  });

  app.get(`/tokens/${segment('[^/]+')}`, (c) => open311Error(fileOf(c).format, 404, TOKEN_MESSAGE));

  app.get(`/${segment('coverage')}`, (c) => {
    const { format } = fileOf(c);
    const read = readCoverageQuery(paramsOf(c));
    if (!read.ok) return open311Error(format, 400, read.errors);
    return open311Response(format, 'coverage', coverage(read.query, services.place.township), 200, REVALIDATE);
  });

  return app;
}
