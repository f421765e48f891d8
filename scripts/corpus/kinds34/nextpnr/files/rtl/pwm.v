module pwm (
  input  wire        clk,
  input  wire [15:0] duty,
  output reg         out
);
  reg [15:0] cnt = 0;
  always @(posedge clk) begin
    cnt <= cnt + 1;
    out <= cnt < duty;
  end
endmodule
