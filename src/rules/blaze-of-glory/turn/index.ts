/** Turn sequence: the activation roll, who may activate and in what order, and active actions. */
export * from "./activation";
export * from "./groups";
export * from "./actions";
export * from "./attribute-checks";
export * from "./odds";
export { assertId } from "./validate";
