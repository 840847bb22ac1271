/** One reasoning path of GKP: a knowledge item and what the reasoner made of it. */
export interface KnowledgePath {
  knowledge: string;
  explanation: string;
  confidence: string;
  answer: string;
}

/**
 * Splits the generator's answer into exactly `count` knowledge items, as the framework does: by
 * `Knowledge i:` markers when `Knowledge 1:` is present (each item runs to the next marker, the
 * last to the end), else by paragraphs (a leading `Knowledge:` dropped); missing items are empty.
 */
export function readKnowledge(answer: string, count: number): string[] {
  const items: string[] = [];
  if (answer.includes('Knowledge 1:')) {
    for (let index = 1; index <= count; index += 1) {
      const marker = `Knowledge ${index}:`;
      if (!answer.includes(marker)) continue;
      const next = index < count ? `Knowledge ${index + 1}:` : undefined;
      const start = answer.indexOf(marker) + marker.length;
      const end = next && answer.includes(next) ? answer.indexOf(next) : undefined;
      items.push((end ? answer.slice(start, end) : answer.slice(start)).trim());
    }
  } else {
    const paragraphs = answer
      .split('\n\n')
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    for (const paragraph of paragraphs.slice(0, count)) items.push(paragraph.startsWith('Knowledge:') ? paragraph.slice('Knowledge:'.length).trim() : paragraph);
  }
  while (items.length < count) items.push('');
  return items.slice(0, count);
}

/** The reasoner's `Explanation:`, `Confidence:` and `Answer:` parts; without both Explanation and Answer, the whole text is the answer. */
export function readReasoning(answer: string): Omit<KnowledgePath, 'knowledge'> {
  if (!answer.includes('Explanation:') || !answer.includes('Answer:')) return { explanation: '', confidence: '', answer: answer.trim() };
  const explanationStart = answer.indexOf('Explanation:') + 'Explanation:'.length;
  const confidenceAt = answer.indexOf('Confidence:');
  const answerAt = answer.indexOf('Answer:');
  // The framework takes the nearest of the two labels after the start of the text; with neither
  // (the answer label first), its min() of nothing raises: the explanation runs to the end instead.
  const ends = [confidenceAt, answerAt].filter((position) => position > 0);
  const explanation = answer.slice(explanationStart, ends.length ? Math.min(...ends) : undefined).trim();
  const confidence = confidenceAt > 0 ? answer.slice(confidenceAt + 'Confidence:'.length, answerAt > confidenceAt ? answerAt : undefined).trim() : '';
  return { explanation, confidence, answer: answerAt > 0 ? answer.slice(answerAt + 'Answer:'.length).trim() : '' };
}

/** The coordinator's final answer: between `Final Answer:` and `Explanation:` when it wrote an analysis, else its whole text. */
export function readFinalAnswer(answer: string): string {
  if (!answer.includes('Analysis:') || !answer.includes('Final Answer:')) return answer.trim();
  const start = answer.indexOf('Final Answer:') + 'Final Answer:'.length;
  return (answer.includes('Explanation:') ? answer.slice(start, answer.indexOf('Explanation:')) : answer.slice(start)).trim();
}
