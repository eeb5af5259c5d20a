/**
 * The service list and the service definitions in the standard's shapes, from the catalogue.
 * Both are fixed for a given version of the code.
 */
import { attributesOf, open311Services, serviceByCode, type Open311Service } from './catalogue.ts';

type Open311ServiceView = {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: 'realtime' | 'batch' | 'blackbox';
  keywords: string;
  group: string;
};

type Open311ServiceDefinition = {
  service_code: string;
  attributes: {
    variable: boolean;
    code: string;
    datatype: string;
    required: boolean;
    datatype_description: string | null;
    order: number;
    description: string;
    values: { key: string; name: string }[];
  }[];
};

/** One entry of services.{xml,json}: every service has a definition, so metadata is true. */
function serviceView(service: Open311Service): Open311ServiceView {
  return {
    service_code: service.code,
    service_name: service.category,
    description: service.description,
    metadata: true,
    type: 'realtime',
    keywords: service.keywords.join(', '),
    group: service.group,
  };
}

/**
 * Every service, in the wizard's order.
 * @example serviceList()[0].service_name // 'Pothole/Road Damage'
 */
export function serviceList(): Open311ServiceView[] {
  return open311Services().map(serviceView);
}

/**
 * The definition of a service, or null for an unknown code.
 * @example serviceDefinition('graffiti')?.attributes[0].code // 'text_alerts'
 */
export function serviceDefinition(code: string): Open311ServiceDefinition | null {
  const service = serviceByCode(code);
  if (!service) return null;
  return {
    service_code: service.code,
    attributes: attributesOf(service).map((attribute) => ({
      variable: attribute.variable,
      code: attribute.code,
      datatype: attribute.datatype,
      required: attribute.required,
      datatype_description: attribute.datatype_description,
      order: attribute.order,
      description: attribute.description,
      values: attribute.values.map((value) => ({ key: value.key, name: value.name })),
    })),
  };
}

/** Codes echoed in an error are cut short: a client may send anything, of any length. */
const ECHOED_CODE_LENGTH = 40;

/**
 * A client's code as an error quotes it.
 * @example echoCode('x'.repeat(50)) // 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'
 */
export function echoCode(code: string): string {
  return code.length > ECHOED_CODE_LENGTH ? `${code.slice(0, ECHOED_CODE_LENGTH)}…` : code;
}

/**
 * The error text for a service_code parameter that names no service.
 * @example unknownServiceMessage('aliens') // 'service_code aliens is not a service here; see the service list.'
 */
export function unknownServiceMessage(code: string): string {
  return `service_code ${echoCode(code)} is not a service here; see the service list.`;
}
