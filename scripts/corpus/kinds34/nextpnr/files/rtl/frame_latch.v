// Collects the host's frames: 0xA5, row, then red, green, blue (16-bit each, little-endian).
module frame_latch (
  input  wire        clk,
  input  wire [7:0]  data,
  input  wire        valid,
  output reg  [3:0]  row,
  output reg  [15:0] red,
  output reg  [15:0] green,
  output reg  [15:0] blue,
  output reg         frame
);
  reg [2:0] state = 0;
  always @(posedge clk) begin
    frame <= 1'b0;
    if (valid) begin
      case (state)
        0: if (data == 8'hA5) state <= 1;
        1: begin row <= data[3:0]; state <= 2; end
        2: begin red[7:0]    <= data; state <= 3; end
        3: begin red[15:8]   <= data; state <= 4; end
        4: begin green[7:0]  <= data; state <= 5; end
        5: begin green[15:8] <= data; state <= 6; end
        6: begin blue[7:0]   <= data; state <= 7; end
        7: begin blue[15:8]  <= data; state <= 0; frame <= 1'b1; end
      endcase
    end
  end
endmodule
