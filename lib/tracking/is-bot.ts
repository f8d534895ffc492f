// Link unfurlers, crawlers and monitors fetch a link without a person behind it. A missing
// user agent is counted: some QR scanner apps send none.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawler|spider|slurp|facebookexternalhit|whatsapp|telegram|skypeuripreview|embedly|quora link preview|pinterest|vkshare|w3c_validator|lighthouse|pingdom|uptimerobot|statuscake|python-requests|go-http-client|wget|libwww|scrapy/i;

/** Whether a request is an obvious robot rather than a person scanning the code. */
export function isBot(userAgent: string | null): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}
