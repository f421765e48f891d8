# The fermentation cellar of a small brewery: Node-RED 4.1 (from the npm registry, a project
# dependency) on the cellar Pi reads the sensor board's file (sensors.json, the four fermenters'
# DS18B20 probes) every second, opens or closes each fermenter's glycol valve against its set
# point in a function node, and logs each reading with a debug node to the console.
port=$(free_port)
sed -i "s|PORT|$port|" settings.js
npm install --no-audit --no-fund --silent >/dev/null 2>&1
python3 -c 'import json; json.dump({"FV1": 19.1, "FV2": 12.1, "FV3": 12.2, "FV4": 20.3}, open("sensors.json", "w"))'
