cat >package.json <<'J'
{
  "name": "storefront-admin",
  "version": "3.2.0",
  "private": true,
  "dependencies": {
    "react": "17.0.2",
    "react-dom": "18.3.1",
    "lodash": "4.17.21"
  }
}
J
