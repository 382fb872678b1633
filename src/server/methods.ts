// Which methods each path answers, gathered from the routes as they are registered (Fastify's onRoute hook), so a
// request with the wrong method gets 405 and an Allow header naming the right ones instead of a 404.

export class RouteMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  /**
   * Records a route: `url` is Fastify's pattern, whose `:name` parameters match one path segment, an empty one too
   * (as the router does: POST /move/ is the move route).
   */
  add(methods: string | readonly string[], url: string): void {
    const source = url
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]*" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    const pattern = new RegExp(`^${source}$`);
    let route = this.routes.find((entry) => entry.pattern.source === pattern.source);
    if (!route) {
      route = { pattern, methods: new Set() };
      this.routes.push(route);
    }
    for (const method of typeof methods === "string" ? [methods] : methods) route.methods.add(method.toUpperCase());
  }

  /** The methods some route answers at `path` (without its query), sorted; empty when no route has the path. */
  allowed(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    return [...methods].sort();
  }
}
