import "../styles/six-gun-sound.css";
import { init } from "./hooks/init";
import { runWorldMigration } from "./shell/migrations/runner";

Hooks.once("init", init);
Hooks.once("ready", () => void runWorldMigration());
