/** FYH "Shootin' back" (guide §3.5): who may reply, who fires first, and whether the second shot happens. */
export * from "./can-reply";
export * from "./roll-off";
export * from "./sequence";
