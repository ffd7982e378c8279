/**
 * The start of an OpenAPI 3.0 document with one operation, `createOrder` (POST /orders), whose
 * body is `#/components/schemas/Order`. Ends after the request body: a test appends the rest of
 * the operation, if any, and the `components` that define Order.
 */
export const CREATE_ORDER_OPENAPI = `openapi: 3.0.3
info: {title: Shop, version: 1.0.0}
paths:
  /orders:
    post:
      operationId: createOrder
      description: Creates an order.
      requestBody:
        content:
          application/json:
            schema: {$ref: '#/components/schemas/Order'}
`;
