// POST /api/upload/logo (spec 001 §7) and POST /api/upload/cover (issue 20), and the public routes
// that serve the logos and covers they make.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "#server/lib/declared-route.ts";
import {
  COVER_MAX_BYTES,
  COVER_MIME_TYPES,
  coverUploadFieldsSchema,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  logoUploadFieldsSchema,
  merchantMessages,
} from "@studentperks/contracts/merchants";
import type { Readable } from "node:stream";
import { line } from "@studentperks/contracts/text";
import * as z from "zod";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import { receiveFile, type SniffedFile, type UploadRules } from "#server/plugins/uploads.ts";
import type { Background } from "#server/services/background.ts";
import type { Images } from "#server/services/images.ts";
import { COVER_FOLDER, coverUrlOf, isCoverFileName, reencodeCover, type Covers } from "./covers.ts";
import { isLogoFileName, LOGO_FOLDER, logoUrlOf, reencodeLogo, type Logos } from "./logos.ts";

const HOUR = 3_600_000;
// Keys are random and a logo or cover never changes under its key.
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface UploadsRoutesOptions {
  logos: Logos;
  covers: Covers;
  background: Background;
  images: Images;
}

/**
 * What tells the logo's upload from the cover's: limits, messages, the fields sent with the file, how
 * the picture is made and kept, and where it is served. Both go the same way: the picture is uploaded
 * first and its URL sent with the partnership request (or set on an offer in the console); one nobody
 * names is removed after a day.
 */
interface PublicImage {
  name: "logo" | "cover";
  rules: UploadRules;
  fields: z.ZodType;
  fieldsError: () => string;
  /** Re-encodes and stores the file; answers its storage key. */
  keep(file: SniffedFile): Promise<string>;
  remove(key: string): Promise<void>;
  removeUnused(): Promise<unknown>;
  urlOf(key: string): string;
  folder: string;
  /** The stored file named in a served URL, or null when the name is not one of ours. */
  find(fileName: string): Promise<{ body: Buffer | Readable; size: number } | null>;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { logos, covers, background, images },
) => {
  const kinds: PublicImage[] = [
    {
      name: "logo",
      rules: {
        fileField: "file",
        maxBytes: LOGO_MAX_BYTES,
        accept: LOGO_MIME_TYPES,
        messages: {
          tooLarge: merchantMessages.logoTooLarge,
          badType: merchantMessages.logoType,
          missing: merchantMessages.logo,
        },
      },
      fields: logoUploadFieldsSchema,
      fieldsError: () => t("uploads.logoFields"),
      keep: async (file) => logos.store(await reencodeLogo(images, file.body)),
      remove: (key) => logos.remove(key),
      removeUnused: () => logos.removeUnused(),
      urlOf: logoUrlOf,
      folder: LOGO_FOLDER,
      find: async (file) => (isLogoFileName(file) ? logos.get(`${LOGO_FOLDER}/${file}`) : null),
    },
    {
      name: "cover",
      rules: {
        fileField: "file",
        maxBytes: COVER_MAX_BYTES,
        accept: COVER_MIME_TYPES,
        messages: {
          tooLarge: merchantMessages.coverTooLarge,
          badType: merchantMessages.coverType,
          missing: merchantMessages.coverType,
        },
      },
      fields: coverUploadFieldsSchema,
      fieldsError: () => t("uploads.coverFields"),
      keep: async (file) => covers.store(await reencodeCover(images, file.body)),
      remove: (key) => covers.remove(key),
      removeUnused: () => covers.removeUnused(),
      urlOf: coverUrlOf,
      folder: COVER_FOLDER,
      find: async (file) => (isCoverFileName(file) ? covers.get(file) : null),
    },
  ];

  for (const kind of kinds) {
    route(
      app,
      `POST /api/upload/${kind.name}`,
      {
        // The form as the API description shows it (the body is read by receiveFile, not by zod).
        config: {
          refusals: {
            400: ["UNREADABLE_IMAGE", "IMAGE_TOO_LARGE", "IMAGE_TOO_SLOW"],
            503: ["IMAGE_QUEUE_BUSY"],
          },
          multipartForm: {
            file: kind.rules.fileField,
            accept: kind.rules.accept,
            maxBytes: kind.rules.maxBytes,
            fields: kind.fields,
          },
        },
        // Each its own limit, as high.
        preHandler: limitRequests(app, [
          { name: `${kind.name}-upload:ip`, max: 30, windowMs: HOUR, key: byIp },
        ]),
      },
      async (request, reply) => {
        const { fields, file: key } = await receiveFile(request, kind.rules, {
          keep: kind.keep,
          discard: kind.remove,
        });
        if (!kind.fields.safeParse(fields).success) {
          await kind.remove(key);
          throw new AppError(400, kind.fieldsError(), "INVALID_FIELDS");
        }
        background.run(`remove unused ${kind.name}s`, () => kind.removeUnused());
        return reply.code(201).send({ url: kind.urlOf(key) });
      },
    );

    app.get(
      `/uploads/${kind.folder}/:file`,
      { schema: { params: z.object({ file: line() }) } },
      async (request, reply) => {
        const stored = await kind.find(request.params.file);
        if (!stored) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
        return reply
          .header("content-type", "image/webp")
          .header("content-length", stored.size)
          .header("cache-control", IMMUTABLE)
          .send(stored.body);
      },
    );
  }
};
