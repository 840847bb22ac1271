/** A decision model of `/v1/decision/models` (docs/api.md). */
interface DecisionModel {
  name: string;
  aliases: string[];
  input_cost_per_1m: number;
  output_cost_per_1m: number;
  description: string;
  /** The chat model that answers for it through the provider layer. */
  backing_model: string;
}

/** The decision model catalogue: data, like the pricing table. */
export const DECISION_MODELS: DecisionModel[] = [
  {
    name: 'decision-1',
    aliases: ['decision-latest'],
    input_cost_per_1m: 6.5,
    output_cost_per_1m: 18.5,
    description: 'Answers choice, score and yes/no questions about a state with calibrated probabilities.',
    backing_model: 'gpt-4.1',
  },
  {
    name: 'decision-1-mini',
    aliases: ['decision-mini'],
    input_cost_per_1m: 1.5,
    output_cost_per_1m: 4.5,
    description: 'A smaller, cheaper decision model for high-volume routing questions.',
    backing_model: 'gpt-4.1-mini',
  },
];

/** The decision model a name or alias refers to. */
export function findDecisionModel(name: string): DecisionModel | undefined {
  return DECISION_MODELS.find((model) => model.name === name || model.aliases.includes(name));
}
