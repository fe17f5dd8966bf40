/** What the panel and the admin screen are told of the model provider: never its key or address. */
export interface ProviderStatus {
  /** A provider is configured (`ai.provider` is not `off`). */
  configured: boolean;
  /** The local demo model answers (badged "데모 모델" in the panel). */
  demo: boolean;
  /** `openai`, `anthropic`, `demo` or `off`. */
  name: string;
}

/** The provider status of a configuration (`ai.provider`; absent: off). */
export function providerStatusOf(config: Readonly<Record<string, unknown>>): ProviderStatus {
  const name = (config.ai as { provider?: unknown } | undefined)?.provider;
  const provider = typeof name === 'string' ? name : 'off';
  return { configured: provider !== 'off', demo: provider === 'demo', name: provider };
}
