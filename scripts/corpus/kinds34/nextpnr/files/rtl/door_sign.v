// Top level of the hackspace's door sign: the host sends frames over the UART, the ambient-light
// sensor sets the brightness, six PWM outputs drive the two RGB strings' MOSFETs.
module door_sign (
  input  wire       clk_48,
  input  wire       uart_rx_pin,
  input  wire       light_pulse,
  output wire [5:0] led_pwm,
  output wire       heartbeat
);
  wire [7:0]  data;
  wire        valid, frame;
  wire [3:0]  row;
  wire [15:0] red, green, blue, level, r, g, b;
  reg  [24:0] beat = 0;
  always @(posedge clk_48) beat <= beat + 1;
  assign heartbeat = beat[24];

  uart_rx      u_rx    (.clk(clk_48), .rx(uart_rx_pin), .data(data), .valid(valid));
  frame_latch  u_frame (.clk(clk_48), .data(data), .valid(valid), .row(row), .red(red), .green(green), .blue(blue), .frame(frame));
  light_sensor u_light (.clk(clk_48), .pulse(light_pulse), .level(level));
  brightness   u_bright(.clk(clk_48), .level(level), .red_in(red), .green_in(green), .blue_in(blue), .red(r), .green(g), .blue(b));
  pwm p0 (.clk(clk_48), .duty(r), .out(led_pwm[0]));
  pwm p1 (.clk(clk_48), .duty(g), .out(led_pwm[1]));
  pwm p2 (.clk(clk_48), .duty(b), .out(led_pwm[2]));
  pwm p3 (.clk(clk_48), .duty(r ^ {12'b0, row}), .out(led_pwm[3]));
  pwm p4 (.clk(clk_48), .duty(g), .out(led_pwm[4]));
  pwm p5 (.clk(clk_48), .duty(b), .out(led_pwm[5]));
endmodule
