/*
 * Starts Swagger UI on /api/docs (rest/api-docs.ts). A file of its own, not an inline script:
 * the site's CSP allows scripts from 'self' and nonced ones only.
 */
/* global window, SwaggerUIBundle */
window.addEventListener('DOMContentLoaded', function () {
  SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    // No call to the public validator (validator.swagger.io): CSP connect-src is 'self' only.
    validatorUrl: null,
  });
});
