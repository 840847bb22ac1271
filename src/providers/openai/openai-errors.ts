import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { classifySdkErrors } from '../upstream/sdk-errors.js';

/** The facts of an openai SDK error (see `classifySdkErrors`). */
export const classifyOpenAIError = classifySdkErrors({ APIUserAbortError, APIConnectionTimeoutError, APIConnectionError, APIError });
