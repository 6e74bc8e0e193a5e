// The Arabic of labels.en.ts. Not in lib/i18n/locales/ar.json: only the legal pages use these.
import type { LegalLabels } from "../types.ts";

export const legalLabels: LegalLabels = {
  effective: "تاريخ السريان",
  lastUpdated: "آخر تحديث",
  contents: "المحتويات",
  privacyPolicy: "سياسة الخصوصية",
  termsOfService: "شروط الخدمة",
  supportTeam: "فريق الدعم لدينا",
  translationNotice:
    "هذه الترجمة العربية مقدَّمة لتسهيل الاطلاع فحسب. وفي حال وجود أي اختلاف أو تعارض بين النصين العربي والإنجليزي، يُعتدّ بالنص الإنجليزي ويكون هو المرجع.",
};
