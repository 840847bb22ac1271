import { findDecisionModel, DECISION_MODELS } from '../../config/decision-models.js';
import { normalizeQuestions, type DecisionRequest } from '../../contract/schemas/decision.js';
import { ApiError } from '../../errors/api-error.js';
import { jobIds } from '../../runtime/ids.js';
import { isoWithOffset } from '../../runtime/timestamps.js';
import { checkQuestion } from '../decision/candidates.js';
import { decide } from '../decision/decide.js';
import type { RunContext } from '../run-context.js';
import { loggedUsage } from './usage-block.js';

/** `POST /v1/decision/completions`: every question answered with probabilities, costed at the decision model's prices. */
export async function runDecisionCompletion(context: RunContext, request: DecisionRequest) {
  const requested = request.model_name ?? request.model ?? 'decision-latest';
  const model = findDecisionModel(requested);
  if (!model) {
    throw new ApiError(
      'MODEL_NOT_AVAILABLE',
      `Decision model ${requested} is not available. Choose one of: ${DECISION_MODELS.flatMap((entry) => [entry.name, ...entry.aliases]).join(', ')} (see /v1/decision/models).`,
    );
  }
  const questions = Object.entries(normalizeQuestions(request.questions));
  if (questions.length === 0) throw new ApiError('BAD_REQUEST', 'questions is empty: add at least one question (a string, or a choice, score or noul question object).');
  for (const [name, question] of questions) checkQuestion(name, question);
  context.router.assertAvailable(model.backing_model);
  const answers = Object.fromEntries(
    await Promise.all(questions.map(async ([name, question]) => [name, await decide(context, model.backing_model, request.state, question)] as const)),
  );
  const { inputTokens, outputTokens } = context.usage.total;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const inputCost = round((inputTokens * model.input_cost_per_1m) / 1e6);
  const outputCost = round((outputTokens * model.output_cost_per_1m) / 1e6);
  const usage = {
    input_tokens: inputTokens,
    output_tokens: outputTokens,
    total_tokens: inputTokens + outputTokens,
    input_cost: inputCost,
    output_cost: outputCost,
    total_cost: round(inputCost + outputCost),
  };
  const jobId = jobIds.decision(context.ids);
  return {
    jobId,
    usage: loggedUsage(context.usage, usage.total_cost),
    body: { job_id: jobId, status: 'success', model_name: requested, model: model.name, answers, usage, timestamp: isoWithOffset(context.clock.now()) },
  };
}
