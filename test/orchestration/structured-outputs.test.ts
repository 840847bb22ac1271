import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaValidator } from '../providers/json-schema-sample-ajv.js';
import { LIVE_SETTINGS, completion, upstream } from '../support/openai-upstream.js';
import { createTestClient } from '../support/test-server.js';

/** examples/structured-outputs.mdx: the company extractor's response format, unchanged. */
const COMPANY_SCHEMA = {
  type: 'object',
  properties: {
    company_name: { type: 'string', description: 'The name of the company' },
    industry: { type: 'string', description: 'The industry the company operates in' },
    founded_year: { type: 'integer', description: 'The year the company was founded' },
    key_products: { type: 'array', items: { type: 'string' }, description: 'Main products or services' },
  },
  required: ['company_name', 'industry', 'founded_year', 'key_products'],
  additionalProperties: false,
};
const extractor = {
  agent_config: {
    agent_name: 'Company Extractor',
    description: 'Extracts structured company info from text',
    system_prompt: 'Extract the requested information from the provided text. Return only the JSON output.',
    model_name: 'gpt-4.1',
    max_tokens: 4096,
    temperature: 0.0,
    llm_args: { response_format: { type: 'json_schema', json_schema: { name: 'company_info', strict: true, schema: COMPANY_SCHEMA } } },
  },
  task: 'Tesla, Inc. was founded in 2003 and makes electric vehicles, batteries and solar panels.',
};

/** examples/structured-outputs.mdx: the sentiment classifier calling record_sentiment, unchanged. */
const SENTIMENT_PARAMETERS = {
  type: 'object',
  properties: {
    sentiment: { type: 'string', enum: ['positive', 'negative', 'neutral', 'mixed'], description: 'Overall sentiment of the feedback' },
    confidence: { type: 'number', description: 'Confidence score between 0 and 1' },
    topics: { type: 'array', items: { type: 'string' }, description: 'Topics mentioned in the feedback' },
    requires_followup: { type: 'boolean', description: 'Whether the feedback needs a human follow-up' },
  },
  required: ['sentiment', 'confidence', 'topics', 'requires_followup'],
};
const classifier = {
  agent_config: {
    agent_name: 'Sentiment Classifier',
    description: 'Classifies customer feedback into structured sentiment data',
    system_prompt: 'You are a sentiment analysis expert. Analyze the provided feedback and record your findings using the record_sentiment function.',
    model_name: 'gpt-4.1',
    max_loops: 1,
    max_tokens: 4096,
    temperature: 0.0,
    tools_list_dictionary: [
      { type: 'function', function: { name: 'record_sentiment', description: 'Record the sentiment analysis of a piece of customer feedback', parameters: SENTIMENT_PARAMETERS } },
    ],
  },
  task: 'The checkout flow was confusing and I was double-charged, but support refunded me quickly and was very friendly.',
};

describe('structured outputs on the synthetic model, read as examples/structured-outputs.mdx reads them', () => {
  it('llm_args.response_format: outputs[0]["content"] parses as JSON valid against the schema, the same bytes for the same request', async () => {
    const client = await createTestClient({ seed: 3 });
    try {
      const first = await client.post('/v1/agent/completions', extractor);
      expect(first.status).toBe(200);
      const content = first.body.outputs[0].content;
      const validate = schemaValidator(COMPANY_SCHEMA);
      expect(validate(JSON.parse(content)), JSON.stringify(validate.errors)).toBe(true);
      expect((await client.post('/v1/agent/completions', extractor)).body.outputs[0].content).toBe(content);
    } finally {
      await client.server.close();
    }
  });

  it('tools_list_dictionary: outputs[0]["content"] is the list of calls, each function.arguments a JSON string valid against its parameters', async () => {
    const client = await createTestClient({ seed: 3 });
    try {
      const response = await client.post('/v1/agent/completions', classifier);
      expect(response.status).toBe(200);
      const calls = response.body.outputs[0].content;
      expect(Array.isArray(calls)).toBe(true);
      expect(calls.length).toBeGreaterThan(0);
      const validate = schemaValidator(SENTIMENT_PARAMETERS);
      for (const call of calls) {
        expect(call).toMatchObject({ type: 'function', id: expect.any(String), function: { name: 'record_sentiment', arguments: expect.any(String) } });
        expect(validate(JSON.parse(call.function.arguments)), JSON.stringify(validate.errors)).toBe(true);
      }
    } finally {
      await client.server.close();
    }
  });
});

describe('structured outputs on a live backend', () => {
  afterEach(() => nock.cleanAll());

  it('sends llm_args.response_format upstream as chat completions take it, and leaves it out of the other settings', async () => {
    let sent: any;
    upstream().reply(200, (_uri, body) => {
      sent = body;
      return completion('{"company_name":"Tesla","industry":"Automotive","founded_year":2003,"key_products":["cars"]}');
    });
    const client = await createTestClient(LIVE_SETTINGS);
    try {
      const response = await client.post('/v1/agent/completions', {
        ...extractor,
        agent_config: { ...extractor.agent_config, llm_args: { ...extractor.agent_config.llm_args, top_k: 5 } },
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body.outputs[0].content)).toMatchObject({ company_name: 'Tesla' });
    } finally {
      await client.server.close();
    }
    expect(sent.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'company_info', schema: COMPANY_SCHEMA, strict: true } });
    expect(sent.top_k).toBe(5);
  });
});
