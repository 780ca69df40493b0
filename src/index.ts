import "../styles/six-gun-sound.css";
import { init } from "./hooks/init";

Hooks.once("init", init);
