/** A HeavySwarm agent of a variant: the key of its question, its name, and what it does. */
interface HeavyAgentSpec {
  key: string;
  name: string;
  description: string;
}

/** One HeavySwarm variant: its question tool, its workers (one question each) and its leader (the synthesis). */
export interface HeavyVariant {
  questionTool: string;
  workers: HeavyAgentSpec[];
  leader: HeavyAgentSpec;
  /** The workers answer their questions as autonomous agents (`max_loops: "auto"`, every loop tool), as the framework builds them. */
  autonomousWorkers?: boolean;
}

const spec = (key: string, name: string, description: string): HeavyAgentSpec => ({ key, name, description });

/**
 * The framework's three HeavySwarm variants (swarms/agents/heavy_swarm_agents.py): `default` has four
 * workers and a Synthesis-Agent, `medium` the Grok layout (Captain-Swarm and three), `heavy` the
 * 16-agent Grok Heavy layout (Grok and fifteen specialists). The framework builds every variant's workers with
 * `max_loops="auto"`; here the heavy variant's do (the other two keep the per-agent loops their tests pin down).
 */
export const HEAVY_VARIANTS: Record<'default' | 'medium' | 'heavy', HeavyVariant> = {
  default: {
    questionTool: 'generate_specialized_questions',
    workers: [
      spec('research', 'Research-Agent', 'comprehensive information gathering, source verification and data collection'),
      spec('analysis', 'Analysis-Agent', 'statistical analysis, pattern recognition and insight generation'),
      spec('alternatives', 'Alternatives-Agent', 'alternative approaches, creative solutions, scenario planning and trade-offs'),
      spec('verification', 'Verification-Agent', 'validation, feasibility and risk assessment, quality assurance'),
    ],
    leader: spec('synthesis', 'Synthesis-Agent', 'integration of every finding into an executive-ready report with recommendations'),
  },
  medium: {
    questionTool: 'generate_grok_questions',
    workers: [
      spec('harper', 'Harper', 'research and facts: evidence-based data gathering and fact verification'),
      spec('benjamin', 'Benjamin', 'logic, math and code: rigorous reasoning and computational verification'),
      spec('lucas', 'Lucas', 'creative and divergent thinking: contrarian analysis and blind-spot detection'),
    ],
    leader: spec('captain', 'Captain-Swarm', 'leader and orchestrator: mediates the specialists and delivers a unified report'),
  },
  heavy: {
    questionTool: 'generate_grok_heavy_questions',
    autonomousWorkers: true,
    workers: [
      spec('harper', 'Harper', 'creative writing and storytelling'),
      spec('benjamin', 'Benjamin', 'data, finance and economics'),
      spec('lucas', 'Lucas', 'coding, programming and technical builds'),
      spec('olivia', 'Olivia', 'literature, arts and culture'),
      spec('james', 'James', 'history, politics and philosophy'),
      spec('charlotte', 'Charlotte', 'math, statistics and logic'),
      spec('henry', 'Henry', 'engineering, robotics and innovation'),
      spec('mia', 'Mia', 'biology, health and medicine'),
      spec('william', 'William', 'business strategy and entrepreneurship'),
      spec('sebastian', 'Sebastian', 'physics, astronomy and hard sciences'),
      spec('jack', 'Jack', 'psychology and human behavior'),
      spec('owen', 'Owen', 'environment, sustainability and global systems'),
      spec('luna', 'Luna', 'space exploration and futurism'),
      spec('elizabeth', 'Elizabeth', 'ethics, policy and critical thinking'),
      spec('noah', 'Noah', 'long-term innovation and systems thinking'),
    ],
    leader: spec('captain', 'Grok', 'lead coordinator and synthesizer of the 16-agent Grok Heavy system'),
  },
};
