// The exported ABI (docs/ABI.md, versioned by abi_version): each module's own function under its export name, taking and
// returning numbers (a status code from status.ts unless its doc says otherwise). Nothing else lives here.

// Arena and runtime: the host reserves the arena, resets progress and flags a mask before each generation.
export { arenaBase as arena, reserveArena as reserve } from "./arena";
export { resetProgress as reset_progress, setWalkHeartbeat as walk_heartbeat } from "./progress";
export { setMaskedInput as use_mask } from "./mask";
export { abiVersion as abi_version } from "./version";
export { checkGrid as check_grid } from "./check";

// Generators: a W×H maze into the grid at `cells`, with their working memory right after it.
export { generateBacktracker as generate_backtracker } from "./generators/backtracker";
export { generateBinaryTree as generate_binary_tree } from "./generators/binary-tree";
export { generateSidewinder as generate_sidewinder } from "./generators/sidewinder";
export { generateEller as generate_eller } from "./generators/eller";
export { generateAldousBroder as generate_aldous_broder } from "./generators/aldous-broder";
export { generateWilson as generate_wilson } from "./generators/wilson";
export { generateHouston as generate_houston } from "./generators/houston";
export { generateHuntAndKill as generate_hunt_and_kill } from "./generators/hunt-and-kill";
export { generateRecursiveDivision as generate_recursive_division } from "./generators/recursive-division";
export { generateKruskal as generate_kruskal } from "./generators/kruskal";
export { generateFusion as generate_fusion } from "./generators/fusion";
export { generateGrowingForest as generate_growing_forest } from "./generators/growing-forest";
export { generatePrim as generate_prim } from "./generators/prim";
export { generatePrimTrue as generate_prim_true } from "./generators/prim-true";
export { generateGrowingTree as generate_growing_tree } from "./generators/growing-tree";

// Row streams (src/backends/wasm/rows.ts): start_rows_* writes the state at `state`, rows_* fills the next rows and updates it.
export { startBinaryTreeStream as start_rows_binary_tree, binaryTreeStreamRows as rows_binary_tree } from "./generators/binary-tree";
export { startSidewinderStream as start_rows_sidewinder, sidewinderStreamRows as rows_sidewinder } from "./generators/sidewinder";
export { startEllerStream as start_rows_eller, ellerStreamRows as rows_eller } from "./generators/eller";

// Solvers: the maze is at `cells`; the result is written right after it (assembly/solvers/path.ts).
export { solveBfs as solve_bfs } from "./solvers/bfs";
export { solveDfs as solve_dfs } from "./solvers/dfs";
export { solveAstar as solve_astar } from "./solvers/astar";
export { solveBidirectional as solve_bidirectional } from "./solvers/bidirectional";
export { solveDeadEndFilling as solve_dead_end_filling } from "./solvers/dead-end-filling";
export { solveWallFollower as solve_wall_follower } from "./solvers/wall-follower";
export { solveTremaux as solve_tremaux } from "./solvers/tremaux";

// Analysis: breadth-first from one cell; the result is written right after the cells.
export { distances } from "./analysis/distances";
export { farthest } from "./analysis/farthest";

// Transforms: in place on the cells.
export { braid } from "./transforms/braid";
export { sparse } from "./transforms/sparse";

// Takuzu: puzzles of W×H bytes at `cells`, solutions right after them.
export { generateTakuzu as takuzu_generate } from "./takuzu/generate";
export { solvePuzzle as takuzu_solve } from "./takuzu/solve";
export { gradePuzzle as takuzu_grade } from "./takuzu/grade";

// Grid maps (Moving AI octile maps): `count` problems on one padded class map, solved by A*, JPS or 4-connected BFS.
export { solveGridMap as gridmap_solve } from "./gridmap/solve";

// Steps: record_steps(log, capacity) before a generation logs every passage it toggles (assembly/steps.ts); 0 turns it off.
export { recordSteps as record_steps, stepCount as step_count } from "./steps";
// Topologies (src/topology/, docs/ARCHITECTURE.md "Topologies"): a CSR graph at `offsets` and `neighbours` (i32), one
// byte of link bits per cell at `links`, working memory at `work`; generators fill the links, the rest read them.
// A lattice may be given to the generators as a shape table instead (topology_shapes before the call; 0 for the CSR).
export { useShapes as topology_shapes } from "./topology/graph";
export { topologyBacktracker as topology_generate_backtracker } from "./topology/backtracker";
export { topologyHuntAndKill as topology_generate_hunt_and_kill } from "./topology/hunt-and-kill";
export { topologyAldousBroder as topology_generate_aldous_broder } from "./topology/aldous-broder";
export { topologyWilson as topology_generate_wilson } from "./topology/wilson";
export { topologyKruskal as topology_generate_kruskal } from "./topology/kruskal";
export { topologyPrimTrue as topology_generate_prim_true } from "./topology/prim-true";
export { topologyGrowingTree as topology_generate_growing_tree } from "./topology/growing-tree";
export { topologyBfs as topology_solve_bfs } from "./topology/bfs";
export { topologyAstar as topology_solve_astar } from "./topology/astar";
export { topologyDistances as topology_distances, topologyFarthest as topology_farthest } from "./topology/bfs";
export { topologyBraid as topology_braid } from "./topology/braid";
