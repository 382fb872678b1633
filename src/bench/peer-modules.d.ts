// The peers ship no type declarations; peers.ts describes the parts it uses at each import.
declare module "generate-maze";
declare module "maze-generation";
declare module "@sbj42/maze-generator";
declare module "pathfinding";
declare module "l1-path-finder";
declare module "ndarray";
