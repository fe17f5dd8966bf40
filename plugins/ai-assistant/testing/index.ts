/** Test kit of the AI assistant: fake model servers for both APIs and their answers. */
export { startOpenAiFake, type OpenAiFakeOptions, type ChatBody } from './openai-fake.ts';
export { startAnthropicFake, type AnthropicFakeOptions } from './anthropic-fake.ts';
export type { FakeModelServer } from './fake-server.ts';
export { fakeAiConfig, type FakeAiConfig } from './fake-ai-config.ts';
export type { FakeReply, RecordedRequest } from './fake-reply.ts';
export {
  fakeAnswerFor,
  fakeDefaultAnswer,
  fixItMarker,
  injectedAnswer,
  injectedSolutionCode,
  injectionPatterns,
} from './fake-answers.ts';
export { startDemoModel, demoPace } from './demo-model.ts';
export { demoAnswerFor, demoLocaleOf, lineMarker, verdictMarker, type DemoLocale } from './demo-answers.ts';
