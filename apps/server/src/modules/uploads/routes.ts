// POST /api/upload/logo (spec 001 §7) and the public route that serves the logos it makes.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
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
import { isLogoFileName, LOGO_FOLDER, logoUrlOf, reencodeLogo, type Logos } from "./logos.ts";

const HOUR = 3_600_000;
// Keys are random and a logo never changes under its key.
const IMMUTABLE = "public, max-age=31536000, immutable";

export interface UploadsRoutesOptions {
  logos: Logos;
  background: Background;
  images: Images;
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (
  app,
  { logos, background, images },
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
};
