/** The scripted fake model for tests. */
export { createScriptedModel, type ScriptedModel, type ScriptedResult, type ScriptedModelOptions } from './scripted-model.js';
