/** Registries that several rule tests load. */

/**
 * An OpenAPI document with one operation, `create_order` (POST /orders), whose JSON body is the
 * component `Order`, written as `order` (flow YAML). The body's `$ref` is on line 10 and Order on
 * line 14, so tests can name those lines.
 */
export const createOrderOpenapi = (version: string, order: string) => `openapi: ${version}
info: {title: t, version: "1.0.0"}
paths:
  /orders:
    post:
      operationId: create_order
      requestBody:
        content:
          application/json:
            schema: {$ref: "#/components/schemas/Order"}
      responses: {"201": {description: created}}
components:
  schemas:
    Order: ${order}
`;
