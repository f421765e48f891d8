// The ambient-light sensor's pulse output: counts pulses over 2^20 clocks (about 22 ms).
module light_sensor (
  input  wire        clk,
  input  wire        pulse,
  output reg  [15:0] level
);
  reg [19:0] window = 0;
  reg [15:0] count = 0;
  reg [1:0]  sync = 0;
  always @(posedge clk) begin
    sync <= {sync[0], pulse};
    window <= window + 1;
    if (window == 0) begin
      level <= count;
      count <= 0;
    end else if (sync == 2'b01)
      count <= count + 1;
  end
endmodule
