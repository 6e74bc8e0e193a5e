// Programs that fetch a pasted link to draw its preview (messaging apps, social networks, chat tools)
// and crawlers. A card's check URL shown to one of them gets the page's frame: no verdict, no name, and
// no count, so a preview neither tells a chat who the student is nor changes what a cashier sees.
const PREVIEWERS =
  /facebookexternalhit|facebot|whatsapp|telegrambot|twitterbot|slackbot|slack-imgproxy|discordbot|linkedinbot|skypeuripreview|microsoftpreview|teams|viber|snapchat|pinterest|redditbot|embedly|iframely|line\/|kakaotalk|vkshare|google-pagerenderer|googlebot|bingbot|applebot|yandex|duckduckbot|baiduspider|bot\b|crawler|spider|preview/i;

export function isLinkPreviewer(userAgent: string | undefined): boolean {
  return userAgent !== undefined && PREVIEWERS.test(userAgent);
}
