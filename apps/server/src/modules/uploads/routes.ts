// POST /api/upload/logo (spec 001 §7) and POST /api/upload/cover (issue 20), and the public routes
// that serve the logos and covers they make.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  COVER_MAX_BYTES,
  COVER_MIME_TYPES,
  coverUploadAnswerSchema,
  coverUploadFieldsSchema,
  LOGO_MAX_BYTES,
  LOGO_MIME_TYPES,
  logoUploadAnswerSchema,
  logoUploadFieldsSchema,
  merchantMessages,
} from "@studentperks/contracts/merchants";
import { line } from "@studentperks/contracts/text";
import * as z from "zod";
import { t } from "#server/i18n/index.ts";
import { AppError } from "#server/lib/app-error.ts";
import { byIp, limitRequests } from "#server/plugins/rate-limit.ts";
import { receiveFile } from "#server/plugins/uploads.ts";
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

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { logos, covers, background, images },
) => {
  app.post(
    "/api/upload/logo",
    {
      schema: { response: { 201: logoUploadAnswerSchema } },
      preHandler: limitRequests(app, [{ name: "logo-upload:ip", max: 30, windowMs: HOUR, key: byIp }]),
    },
    async (request, reply) => {
      const { fields, file: key } = await receiveFile(
        request,
        {
          fileField: "file",
          maxBytes: LOGO_MAX_BYTES,
          accept: LOGO_MIME_TYPES,
          messages: {
            tooLarge: merchantMessages.logoTooLarge,
            badType: merchantMessages.logoType,
            missing: merchantMessages.logo,
          },
        },
        {
          keep: async (file) => logos.store(await reencodeLogo(images, file.body)),
          discard: (stored) => logos.remove(stored),
        },
      );
      const parsed = logoUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        await logos.remove(key);
        throw new AppError(400, t("uploads.logoFields"), "INVALID_FIELDS");
      }
      background.run("remove unused logos", () => logos.removeUnused());
      return reply.code(201).send({ url: logoUrlOf(key) });
    },
  );

  // The cover goes as the logo does: uploaded first, its URL sent with the partnership request (or set
  // on an offer in the console); one nobody names is removed after a day. Its own limit, as high.
  app.post(
    "/api/upload/cover",
    {
      schema: { response: { 201: coverUploadAnswerSchema } },
      preHandler: limitRequests(app, [{ name: "cover-upload:ip", max: 30, windowMs: HOUR, key: byIp }]),
    },
    async (request, reply) => {
      const { fields, file: key } = await receiveFile(
        request,
        {
          fileField: "file",
          maxBytes: COVER_MAX_BYTES,
          accept: COVER_MIME_TYPES,
          messages: {
            tooLarge: merchantMessages.coverTooLarge,
            badType: merchantMessages.coverType,
            missing: merchantMessages.coverType,
          },
        },
        {
          keep: async (file) => covers.store(await reencodeCover(images, file.body)),
          discard: (stored) => covers.remove(stored),
        },
      );
      const parsed = coverUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        await covers.remove(key);
        throw new AppError(400, t("uploads.coverFields"), "INVALID_FIELDS");
      }
      background.run("remove unused covers", () => covers.removeUnused());
      return reply.code(201).send({ url: coverUrlOf(key) });
    },
  );

  app.get(
    `/uploads/${LOGO_FOLDER}/:file`,
    { schema: { params: z.object({ file: line() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const stored = isLogoFileName(file) ? await logos.get(`${LOGO_FOLDER}/${file}`) : null;
      if (!stored) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      return reply
        .header("content-type", "image/webp")
        .header("content-length", stored.size)
        .header("cache-control", IMMUTABLE)
        .send(stored.body);
    },
  );

  app.get(
    `/uploads/${COVER_FOLDER}/:file`,
    { schema: { params: z.object({ file: line() }) } },
    async (request, reply) => {
      const { file } = request.params;
      const stored = isCoverFileName(file) ? await covers.get(file) : null;
      if (!stored) throw new AppError(404, t("errors.notFound"), "NOT_FOUND");
      return reply
        .header("content-type", "image/webp")
        .header("content-length", stored.size)
        .header("cache-control", IMMUTABLE)
        .send(stored.body);
    },
  );
};
