/** What the app returns: the report, what it cost, and who wrote it. */
export interface ResearchReport {
  report: string;
  costUsd: number;
  authors: string[];
}

/** Where the Swarms API is and how to call it. */
export interface ResearchClientOptions {
  baseUrl: string;
  apiKey: string;
  /** How many times a 429 is retried (after its Retry-After). */
  retries?: number;
  sleep?: (milliseconds: number) => Promise<void>;
}

const wait = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** Asks a researcher and a writer (a SequentialWorkflow) for a short report on a topic. */
export async function researchTopic(topic: string, options: ResearchClientOptions): Promise<ResearchReport> {
  const body = {
    name: 'Research report',
    swarm_type: 'SequentialWorkflow',
    task: `Write a short research report on: ${topic}`,
    agents: [
      { agent_name: 'Researcher', system_prompt: 'You gather the key facts.', max_tokens: 200 },
      { agent_name: 'Writer', system_prompt: 'You turn facts into a clear report.', max_tokens: 300 },
    ],
  };
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${options.baseUrl}/v1/swarm/completions`, {
      method: 'POST',
      headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status === 429 && attempt < (options.retries ?? 1)) {
      await (options.sleep ?? wait)(Number(response.headers.get('retry-after') ?? '1') * 1000);
      continue;
    }
    if (!response.ok) throw new Error(`Swarms API answered ${response.status}: ${await response.text()}`);
    const run = (await response.json()) as { output: Array<{ role: string; content: string }>; usage: { billing_info: { total_cost: number } } };
    return {
      report: run.output[run.output.length - 1].content,
      costUsd: run.usage.billing_info.total_cost,
      authors: [...new Set(run.output.map((message) => message.role))],
    };
  }
}
