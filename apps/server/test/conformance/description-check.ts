// Checks a real answer against the API description (issue 31), as an outside client would: the status
// must be one the operation documents by name (`default` documents nothing in particular), the
// content type one documented for that status, and a JSON body must match its schema (JSON Schema
// 2020-12, which OpenAPI 3.1 uses), checked by Ajv rather than by the zod schemas it came from.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS: its default export is the function.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, Response>;
}
export interface Description {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
}

/** One answer as the client received it. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** Every operation of the description as "METHOD /path" with its object. */
export function operationsOf(description: Description): [string, Operation][] {
  return Object.entries(description.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

const COMPONENTS_ID = "https://studentperks.test/openapi.json";

/** The schema with its `#/components/...` references pointed at the registered components. */
function withAbsoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withAbsoluteRefs);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === "$ref" && typeof value === "string" && value.startsWith("#/")
        ? [key, COMPONENTS_ID + value]
        : [key, withAbsoluteRefs(value)],
    ),
  );
}

const mediaTypeOf = (contentType: string | undefined) =>
  contentType?.split(";")[0]?.trim().toLowerCase() ?? "";

export function createDescriptionCheck(description: Description) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, components: description.components });
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(withAbsoluteRefs(schema) as object);
      validators.set(key, validate);
    }
    return validate;
  };

  /** What is wrong with `answer` as an answer of `operation` ("METHOD /path"); empty when nothing. */
  function problemsWith(operationKey: string, answer: Answer): string[] {
    const [method, path] = operationKey.split(" ") as [string, string];
    const operation = description.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${operationKey} is not in the description`];
    const named = operation.responses[String(answer.status)];
    if (!named) {
      // Said anyway: whether the body would have matched `default`, the catch-all.
      const fallback = operation.responses.default;
      const beyond = fallback ? bodyProblems(operationKey, "default", fallback, answer) : [];
      return [`status ${answer.status} is not documented`, ...beyond];
    }
    return bodyProblems(operationKey, String(answer.status), named, answer);
  }

  function bodyProblems(operationKey: string, status: string, documented: Response, answer: Answer) {
    const content = documented.content;
    if (!content || Object.keys(content).length === 0) {
      return answer.body.length === 0
        ? []
        : [`status ${answer.status} documents no body, but one of ${answer.body.length} bytes came`];
    }
    const mediaType = mediaTypeOf(answer.contentType);
    const media = content[mediaType];
    if (!media) {
      return [`status ${answer.status} documents ${Object.keys(content).join(", ")}, not "${mediaType}"`];
    }
    if (!media.schema) return [];
    let value: unknown;
    if (mediaType === "application/json") {
      try {
        value = JSON.parse(answer.body.toString("utf8"));
      } catch {
        return [`status ${answer.status}: the body is not JSON`];
      }
    } else if (mediaType.startsWith("text/")) {
      value = answer.body.toString("utf8");
    } else {
      // A file: its schema says "a string of bytes", which any body is.
      return [];
    }
    const validate = validatorFor(`${operationKey} ${status} ${mediaType}`, media.schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `status ${answer.status}: body${error.instancePath} ${error.message ?? "does not match"}`,
    );
  }

  return problemsWith;
}

/** The operation ("METHOD /path") a request's method and URL are answered by, most literal path first. */
export function operationFor(description: Description, method: string, url: string): string | null {
  const pathname = url.split("?")[0]!;
  const matches = Object.keys(description.paths)
    .filter((path) => description.paths[path]![method.toLowerCase()])
    .filter((path) =>
      new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{\w+\}/g, "[^/]+")}$`).test(pathname),
    )
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  return matches[0] ? `${method.toUpperCase()} ${matches[0]}` : null;
}
