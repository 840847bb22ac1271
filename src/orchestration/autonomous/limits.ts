/**
 * The framework's limits on the autonomous loop (autonomous_loop_utils.py and Agent.__init__), with the
 * names a stopped run reports. The run's own bounds (runLimits: tokens, agent turns, deadline) apply on top.
 */
export const LOOP_LIMITS: LoopLimits = {
  /** Planning calls before the run fails for want of a plan (MAX_PLANNING_ATTEMPTS). */
  planningAttempts: 5,
  /** Model calls on one visit to a subtask before the loop leaves it pending (MAX_SUBTASK_LOOPS). */
  iterationsPerSubtask: 20,
  /** Visits to subtasks over the whole execution phase (MAX_SUBTASK_ITERATIONS). */
  subtaskVisits: 100,
  /** think calls in a row before the model is told to act (Agent.max_consecutive_thinks). */
  consecutiveThinks: 2,
};

/** The loop's limits (tests of the limits themselves pass smaller ones). */
export interface LoopLimits {
  planningAttempts: number;
  iterationsPerSubtask: number;
  subtaskVisits: number;
  consecutiveThinks: number;
}
